import { createFileRoute, redirect } from '@tanstack/react-router';
import { PublicLayout } from '../../features/layout/components/public-layout';
import { CartButton } from '../../features/purchase/components/cart-button';
import { loadCatalogPartFor } from '../../lib/catalog-part';
import { currentUserQuery } from '../../lib/session/api/current-user';

export interface BuyOnlineSearch {
  vehicleId?: string;
  transactionId?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const id = (v: unknown) => (typeof v === 'string' && UUID.test(v) ? v : undefined);

/**
 * Buy online (spec §2): public layout with the header's cart button; signed-in users only (anonymous visitors go to
 * login and come back). The vehicle is in the query (?vehicleId=), so a purchase continues after closing the browser.
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
  beforeLoad: async ({ context, location, params }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQuery);
    if (!user) throw redirect({ to: '/$lang/login', params: { lang: params.lang }, search: { referer: `${location.pathname}${location.searchStr}` } });
  },
  loader: ({ params }) => loadCatalogPartFor('purchase', params.lang),
  component: BuyOnlineLayout,
});

function BuyOnlineLayout() {
  const { lang } = Route.useParams();
  const { vehicleId } = Route.useSearch();
  return <PublicLayout headerExtra={vehicleId ? <CartButton vehicleId={vehicleId} lang={lang} /> : null} />;
}
