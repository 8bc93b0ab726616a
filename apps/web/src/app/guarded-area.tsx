import { useLocation, useNavigate, type NavigateOptions } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { DeactivatedScreen } from '../features/account-status/components/deactivated-screen';
import { EmailConfirmationScreen } from '../features/account-status/components/email-confirmation-screen';
import { UnauthorizedPage } from '../features/errors/components/unauthorized-page';
import { AuthenticatedLayout } from '../features/layout/components/authenticated-layout';
import { PublicLayout } from '../features/layout/components/public-layout';
// The problem messages of the signed-in areas (their texts are in the account catalog part these areas load).
import '../lib/account-problem-messages';
import { guard, type Area } from '../lib/session/access';
import { sessionEndedByLogout, useLogout, useSession } from '../lib/session/session';

/**
 * Renders the area's page in the authenticated layout (or, for the public tools a signed-in customer uses, such as the
 * trade-in wizard, the public layout: header, language menu, footer), or the screen the guard calls for.
 */
export function GuardedArea({ area, lang, children, layout = 'authenticated' }: { area: Area; lang: string; children?: ReactNode; layout?: 'authenticated' | 'public' }) {
  const Layout = layout === 'public' ? PublicLayout : AuthenticatedLayout;
  const { user } = useSession();
  const location = useLocation();
  const decision = guard(user, area);

  switch (decision.kind) {
    case 'email-confirmation':
    case 'deactivated':
      return <AccountStatusScreen kind={decision.kind} lang={lang} />;
    case 'unauthorized':
      return (
        <Layout>
          <UnauthorizedPage />
        </Layout>
      );
    case 'redirect':
      return <NavigateOnce to="/$lang/customer/dashboard" params={{ lang }} replace />;
    case 'login':
      // The user logged out here: whoever called the logout navigates (to login, or home).
      if (sessionEndedByLogout()) return null;
      // The session ended while on the page (logout elsewhere, expiry).
      return <LoginRedirect lang={lang} here={`${location.pathname}${location.searchStr}`} />;
    case 'page':
      return <Layout>{children}</Layout>;
  }
}

/**
 * The first two steps of the spec §4 guard order, for any page of a signed-in user (the guarded areas, buy online): a
 * connected user whose email is not verified sees the email-confirmation screen, one who is not active the deactivated one.
 */
export function AccountStatusScreen({ kind, lang }: { kind: 'email-confirmation' | 'deactivated'; lang: string }) {
  const { user } = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const onLogout = async () => {
    await logout();
    await navigate({ to: '/$lang/login', params: { lang } });
  };
  return (
    <PublicLayout>
      {kind === 'email-confirmation' ? (
        <EmailConfirmationScreen email={user?.Email} onLogout={() => void onLogout()} />
      ) : (
        <DeactivatedScreen onLogout={() => void onLogout()} />
      )}
    </PublicLayout>
  );
}

const AUTH_PAGES = /^\/[^/]+\/(login|signup|recover|reset-password|create-password)(\/|$)/;

/**
 * Navigates once, when mounted. (TanStack's <Navigate> navigates again whenever it renders with new props, and this
 * area renders again on every step of the navigation it starts: that never settles.)
 */
function NavigateOnce(options: NavigateOptions) {
  const navigate = useNavigate();
  const [target] = useState(options);
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void navigate(target);
  }, [navigate, target]);
  return null;
}

/**
 * To login, with the page where the session ended as referer, read once (a referer that followed the location while
 * the router moves on would wrap itself: `/login?referer=/login?referer=...`). When the location is already a login
 * page (a logout that navigates there itself), it stays put.
 */
function LoginRedirect({ lang, here }: { lang: string; here: string }) {
  const [referer] = useState(here);
  if (AUTH_PAGES.test(referer)) return null;
  return <NavigateOnce to="/$lang/login" params={{ lang }} search={{ referer }} replace />;
}
