import { useLingui } from '@lingui/react/macro';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { LoginForm } from '../../../features/auth/components/login-form';
import { useDocumentTitle } from '../../../lib/hooks';
import { safeRefererPath } from '../../../lib/languages';
import { currentUserQuery } from '../../../lib/session/api/current-user';
import { useStoreUser } from '../../../lib/session/session';

interface LoginSearch {
  /** Path and query the user asked for before being sent here (spec §4). */
  referer?: string;
}

const afterLogin = (referer: string | undefined, lang: string) => safeRefererPath(referer, lang) ?? `/${lang}/customer/dashboard`;

export const Route = createFileRoute('/$lang/_public/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => (typeof search.referer === 'string' && search.referer ? { referer: search.referer } : {}),
  // Spec §2: a signed-in user is sent to the referer path or to the customer dashboard.
  beforeLoad: async ({ context, params, search }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQuery);
    if (user) throw redirect({ href: afterLogin(search.referer, params.lang), replace: true });
  },
  component: LoginPage,
});

function LoginPage() {
  const { t } = useLingui();
  const { lang } = Route.useParams();
  const { referer } = Route.useSearch();
  const navigate = useNavigate();
  const storeUser = useStoreUser();
  useDocumentTitle(t`Login`);

  return (
    <LoginForm
      onSignedIn={async (user) => {
        // Spec §4: login stores the user, then goes to the referer.
        storeUser(user);
        await navigate({ href: afterLogin(referer, lang), replace: true });
      }}
    />
  );
}
