import { useLingui } from '@lingui/react/macro';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { LoginForm } from '../../../features/auth/components/login-form';
import { SocialLinkForm } from '../../../features/auth/components/social-link-form';
import { useDocumentTitle } from '../../../lib/hooks';
import { safeRefererPath } from '../../../lib/languages';
import { homeOf } from '../../../lib/session/access';
import { currentUserQuery, type SessionUser } from '../../../lib/session/api/current-user';
import { useStoreUser } from '../../../lib/session/session';

interface LoginSearch {
  /** Path and query the user asked for before being sent here (spec §4). */
  referer?: string;
  /** A Google or Facebook sign-in was refused: the reason (an unavailable provider has its own message). */
  social_error?: string;
  /** The provider of a refused sign-in that is not available (not configured, unreachable). */
  provider?: 'google' | 'facebook';
  /** A Google or Facebook account met an existing account's email: its password links them (issue #19). */
  link?: 'google' | 'facebook';
}

function loginSearch(search: Record<string, unknown>): LoginSearch {
  const out: LoginSearch = {};
  if (typeof search.referer === 'string' && search.referer) out.referer = search.referer;
  if (typeof search.social_error === 'string' && search.social_error) out.social_error = search.social_error;
  if (search.link === 'google' || search.link === 'facebook') out.link = search.link;
  if (search.provider === 'google' || search.provider === 'facebook') out.provider = search.provider;
  return out;
}

/** The referer, else the user's own home (issue #45 item 9: each staff user lands on their area; customers as before). */
const afterLogin = (referer: string | undefined, lang: string, user: SessionUser) => safeRefererPath(referer, lang) ?? homeOf(user, lang);

export const Route = createFileRoute('/$lang/_public/login')({
  validateSearch: loginSearch,
  // Spec §2: a signed-in user is sent to the referer path, else to their home (the customer dashboard for a customer).
  beforeLoad: async ({ context, params, search }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQuery);
    if (user) throw redirect({ href: afterLogin(search.referer, params.lang, user), replace: true });
  },
  component: LoginPage,
});

function LoginPage() {
  const { t } = useLingui();
  const { lang } = Route.useParams();
  const { referer, social_error: socialError, link, provider } = Route.useSearch();
  const navigate = useNavigate();
  const storeUser = useStoreUser();
  useDocumentTitle(t`Login`);

  const onSignedIn = async (user: SessionUser) => {
    // Spec §4: login stores the user, then goes to the referer.
    storeUser(user);
    await navigate({ href: afterLogin(referer, lang, user), replace: true });
  };
  if (link) return <SocialLinkForm provider={link} onSignedIn={onSignedIn} />;
  return <LoginForm socialError={socialError ?? false} socialProvider={provider} onSignedIn={onSignedIn} />;
}
