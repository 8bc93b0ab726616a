import { Trans, useLingui } from '@lingui/react/macro';
import { Drawer, PermanentDrawer } from '@marketplace/ui';
import { Outlet, useLocation } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { MEDIUM_UP, useMediaQuery } from '../../../lib/hooks';
import { MenuIcon } from '../../../lib/icons';
import { BrandLogo } from './brand-logo';
import { DrawerNav } from './drawer-nav';
import { ImpersonationBannerSlot } from './impersonation-banner-slot';
import { LanguageMenu } from './language-menu';
import { UserMenu } from './user-menu';

/** Width of the navigation drawer (spec §9). Matches --drawer-width in app.css. */
export const DRAWER_WIDTH = 240;

/**
 * Spec §2 authenticated layout: a fixed top bar and a left drawer, permanent from the medium breakpoint up and
 * temporary (modal, behind the menu button) below it.
 */
export function AuthenticatedLayout({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  const wide = useMediaQuery(MEDIUM_UP);
  const { pathname } = useLocation();
  // The temporary drawer is open on the page it was opened from: navigating closes it, and so does the permanent one taking over.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = !wide && openedOn === pathname;
  const setOpen = (next: boolean) => setOpenedOn(next ? pathname : null);

  return (
    <div className="app-layout">
      <a className="skip-link" href="#main">
        <Trans>Skip to main content</Trans>
      </a>
      <header className="app-bar">
        {!wide ? (
          <button
            type="button"
            className="ui-icon-button app-bar__menu"
            aria-label={t`Open navigation menu`}
            aria-expanded={open}
            onClick={() => setOpen(true)}
          >
            <MenuIcon />
          </button>
        ) : null}
        <BrandLogo target="dashboard" />
        <div className="app-bar__actions">
          <LanguageMenu />
          <UserMenu />
        </div>
      </header>
      <div className="app-layout__body">
        {wide ? (
          <PermanentDrawer label={t`Main navigation`} width={DRAWER_WIDTH} className="app-drawer">
            <DrawerNav />
          </PermanentDrawer>
        ) : (
          <Drawer open={open} onOpenChange={setOpen} title={t`Navigation`} width={DRAWER_WIDTH}>
            <nav aria-label={t`Main navigation`}>
              <DrawerNav onNavigate={() => setOpen(false)} />
            </nav>
          </Drawer>
        )}
        <main id="main" className="app-layout__main" tabIndex={-1}>
          <ImpersonationBannerSlot />
          {children ?? <Outlet />}
        </main>
      </div>
    </div>
  );
}
