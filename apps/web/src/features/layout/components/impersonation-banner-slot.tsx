import { lazy, Suspense } from 'react';
import { i18n, loadCatalogPart } from '../../../lib/i18n';
import { isSupportedLocale, SUPPORTED_LOCALES } from '../../../lib/languages';
import { useSession } from '../../../lib/session/session';

/**
 * The impersonation banner, loaded (with its texts, in the account catalog part) only while an administrator acts as
 * another user: impersonation is rare, and every first page load would otherwise pay for it.
 */
const ImpersonationBanner = lazy(async () => {
  await loadCatalogPart('account', isSupportedLocale(i18n.locale) ? i18n.locale : SUPPORTED_LOCALES[0]);
  return { default: (await import('./impersonation-banner')).ImpersonationBanner };
});

export function ImpersonationBannerSlot() {
  const { user } = useSession();
  if (!user?.Impersonator_Guid) return null;
  return (
    <Suspense fallback={null}>
      <ImpersonationBanner />
    </Suspense>
  );
}
