import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { SnackbarProvider } from '@marketplace/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { HeaderPopupsProvider } from '../features/layout/components/header-popups';
import { BrandProvider } from '../lib/brand/brand-context';
import type { ResolvedBrand } from '../lib/brand/resolve-brand';
import { i18n as appCatalog } from '../lib/i18n';
import { PageLinkProvider } from '../lib/page-link';
import { TranslatedUiLabels } from '../lib/ui-labels';
import { renderRouterPageLink } from './router-page-link';

/** `i18n`: the app's catalog, or the one of a page the server renders (lib/i18n.ts `pageCatalog`, ADR 0065). */
export function AppProviders({ queryClient, brand, i18n = appCatalog, children }: { queryClient: QueryClient; brand: ResolvedBrand; i18n?: I18n; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <BrandProvider brand={brand}>
          <TranslatedUiLabels>
            <SnackbarProvider>
              <PageLinkProvider value={renderRouterPageLink}>
                <HeaderPopupsProvider>{children}</HeaderPopupsProvider>
              </PageLinkProvider>
            </SnackbarProvider>
          </TranslatedUiLabels>
        </BrandProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
