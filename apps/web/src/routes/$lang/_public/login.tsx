import { useLingui } from '@lingui/react/macro';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { LOGIN_ISLAND_ID, LoginPageForms } from '../../../features/auth/components/login-page';
import { afterLogin, loginSearch } from '../../../features/auth/login-search';
import { useDocumentTitle } from '../../../lib/hooks';
import { currentUserQuery, type SessionUser } from '../../../lib/session/api/current-user';
import { useStoreUser } from '../../../lib/session/session';

export const Route = createFileRoute('/$lang/_public/login')({
  validateSearch: loginSearch,
  // Spec §2: a signed-in user is sent to the referer path, else to their home (the customer dashboard for a customer).
  beforeLoad: async ({ context, params, search }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQuery);
    if (user) throw redirect({ href: afterLogin(search.referer, params.lang, user), replace: true });
  },
  // Rendered on the server, the page boots its island, not the app (src/entry-login.tsx, ADR 0086).
  staticData: { island: 'login' },
  component: LoginPage,
});

function LoginPage() {
  const { t } = useLingui();
  const { lang } = Route.useParams();
  const search = Route.useSearch();
  const navigate = useNavigate();
  const storeUser = useStoreUser();
  useDocumentTitle(t`Login`);

  const onSignedIn = async (user: SessionUser) => {
    // Spec §4: login stores the user, then goes to the referer.
    storeUser(user);
    await navigate({ href: afterLogin(search.referer, lang, user), replace: true });
  };
  // The island's element (no box of its own: `.island`), where a first load hydrates the forms without the router.
  return (
    <div id={LOGIN_ISLAND_ID} className="island">
      <LoginPageForms lang={lang} search={search} onSignedIn={onSignedIn} />
    </div>
  );
}
