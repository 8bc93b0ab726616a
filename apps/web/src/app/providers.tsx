import { I18nProvider } from '@lingui/react';
import { SnackbarProvider } from '@marketplace/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { HeaderPopupsProvider } from '../features/layout/components/header-popups';
import { BrandProvider } from '../lib/brand/brand-context';
import type { ResolvedBrand } from '../lib/brand/resolve-brand';
import { i18n } from '../lib/i18n';
import { TranslatedUiLabels } from '../lib/ui-labels';

export function AppProviders({ queryClient, brand, children }: { queryClient: QueryClient; brand: ResolvedBrand; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <BrandProvider brand={brand}>
          <TranslatedUiLabels>
            <SnackbarProvider>
              <HeaderPopupsProvider>{children}</HeaderPopupsProvider>
            </SnackbarProvider>
          </TranslatedUiLabels>
        </BrandProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
