import { Trans } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BrandLogo } from './brand-logo';
import { ImpersonationBannerSlot } from './impersonation-banner-slot';
import { LanguageMenu } from './language-menu';
import { SiteFooter } from './site-footer';
import { UserMenu } from './user-menu';

/** Spec §2 public layout: header (logo, language menu, user menu), the page, footer. */
export function PublicLayout({ children, headerExtra }: { children?: ReactNode; headerExtra?: ReactNode }) {
  return (
    <div className="public-layout">
      <a className="skip-link" href="#main">
        <Trans>Skip to main content</Trans>
      </a>
      <ImpersonationBannerSlot />
      <header className="site-header">
        <div className="site-header__inner">
          <BrandLogo />
          <div className="site-header__actions">
            {headerExtra}
            <LanguageMenu />
            <UserMenu />
          </div>
        </div>
      </header>
      <main id="main" className="public-layout__main" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <SiteFooter />
    </div>
  );
}
