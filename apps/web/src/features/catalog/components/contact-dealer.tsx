import { Trans } from '@lingui/react/macro';
import { UserType } from '@marketplace/domain/shared';
import { Card, Spinner } from '@marketplace/ui';
import { Link, useLocation } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useHydrated } from '../../../lib/hooks';
import { i18n, loadCatalogPart } from '../../../lib/i18n';
import { isSupportedLocale, SUPPORTED_LOCALES } from '../../../lib/languages';
import { useSession } from '../../../lib/session/session';

/** The form, with its texts (in the purchase catalog part): neither is in the vehicle page's first load. */
const ContactDealerForm = lazy(async () => {
  const [form] = await Promise.all([
    import('./contact-dealer-form'),
    loadCatalogPart('purchase', isSupportedLocale(i18n.locale) ? i18n.locale : SUPPORTED_LOCALES[0]),
  ]);
  return form;
});

/** Who writes to a dealer from a vehicle page: buyers. Staff reach dealers by other means. */
const BUYERS: readonly number[] = [UserType.Regular, UserType.RegularAlt];

/**
 * "Contact the dealer" on the vehicle page (issue #45 item 1): a signed-in buyer's message to the vehicle's dealer,
 * which reaches the dealer's lead list and card. An anonymous visitor is asked to sign in (and comes back here);
 * staff see nothing. The form is loaded once the page runs in the browser (it is not in the server's markup: it is
 * personal to the visitor).
 */
export function ContactDealer({ vehicleId, dealerName, lang }: { vehicleId: string; dealerName: string; lang: string }) {
  const hydrated = useHydrated();
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (user && !BUYERS.includes(user.UserTypeId)) return null;
  const pending = <Spinner size="small" />;
  return (
    <Card className="contact-dealer" aria-labelledby="contact-dealer-title">
      <h2 id="contact-dealer-title" className="card-title">
        <Trans>Contact the dealer</Trans>
      </h2>
      <p className="contact-dealer__intro">
        <Trans>{dealerName} answers your questions about this vehicle.</Trans>
      </p>
      {!hydrated || isLoading ? (
        pending
      ) : user ? (
        <Suspense fallback={pending}>
          <ContactDealerForm vehicleId={vehicleId} dealerName={dealerName} user={user} />
        </Suspense>
      ) : (
        <p>
          <Link to="/$lang/login" params={{ lang }} search={{ referer: `${location.pathname}${location.searchStr}` }}>
            <Trans>Sign in to write to the dealer</Trans>
          </Link>
        </p>
      )}
    </Card>
  );
}
