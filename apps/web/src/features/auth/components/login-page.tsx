import type { SessionUser } from '../../../lib/session/api/current-user';
import type { LoginSearch } from '../login-search';
import { LoginForm } from './login-form';
import { SocialLinkForm } from './social-link-form';

/** The id of the element the login page's forms are in: the login page's island hydrates them there (ADR 0086). */
export const LOGIN_ISLAND_ID = 'login-island';

/**
 * What the login page shows in its layout: the login form, or the form that links a Google or Facebook account. The
 * same in the app (the route `/$lang/_public/login`) and in the page's island (`src/entry-login.tsx`), which hydrates
 * it in the element `LOGIN_ISLAND_ID` without the router; `onSignedIn` is where each goes next.
 */
export function LoginPageForms({ lang, search, onSignedIn }: { lang: string; search: LoginSearch; onSignedIn: (user: SessionUser) => Promise<void> | void }) {
  if (search.link) return <SocialLinkForm provider={search.link} onSignedIn={onSignedIn} />;
  return <LoginForm lang={lang} socialError={search.social_error ?? false} socialProvider={search.provider} onSignedIn={onSignedIn} />;
}
