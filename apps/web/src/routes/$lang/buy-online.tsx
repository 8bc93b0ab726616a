import { createFileRoute } from '@tanstack/react-router';
import { guardArea } from '../../app/guard-area';
import { AccountStatusScreen } from '../../app/guarded-area';
import { PublicLayout } from '../../features/layout/components/public-layout';
import { CartButton } from '../../features/purchase/components/cart-button';
import { loadCatalogPartFor } from '../../lib/catalog-part';
import { guard } from '../../lib/session/access';
import { useSession } from '../../lib/session/session';

export interface BuyOnlineSearch {
  vehicleId?: string;
  transactionId?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const id = (v: unknown) => (typeof v === 'string' && UUID.test(v) ? v : undefined);

/**
 * Buy online (spec §2): public layout with the header's cart button; signed-in users only, in the spec §4 guard order
 * (anonymous visitors go to login and come back; an unverified or inactive account sees its screen, not the lock
 * screen). The vehicle is in the query (?vehicleId=), so a purchase continues after closing the browser.
 */
export const Route = createFileRoute('/$lang/buy-online')({
  validateSearch: (search: Record<string, unknown>): BuyOnlineSearch => {
    const out: BuyOnlineSearch = {};
    const vehicleId = id(search.vehicleId);
    const transactionId = id(search.transactionId);
    if (vehicleId) out.vehicleId = vehicleId;
    if (transactionId) out.transactionId = transactionId;
    return out;
  },
  beforeLoad: guardArea('customer'),
  // The account part holds the email-confirmation and deactivated screens.
  loader: async ({ params }) => {
    await Promise.all([loadCatalogPartFor('purchase', params.lang), loadCatalogPartFor('account', params.lang)]);
  },
  component: BuyOnlineLayout,
});

function BuyOnlineLayout() {
  const { lang } = Route.useParams();
  const { vehicleId } = Route.useSearch();
  const { user } = useSession();
  const decision = guard(user, 'customer');
  if (decision.kind === 'email-confirmation' || decision.kind === 'deactivated') return <AccountStatusScreen kind={decision.kind} lang={lang} />;
  return <PublicLayout headerExtra={vehicleId ? <CartButton vehicleId={vehicleId} lang={lang} /> : null} />;
}
