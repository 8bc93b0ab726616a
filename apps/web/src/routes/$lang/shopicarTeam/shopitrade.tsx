import { createFileRoute } from '@tanstack/react-router';
import { ShopitradePage } from '../../../features/dealer/components/shopitrade-page';
import { loadCatalogPartFor } from '../../../lib/catalog-part';

/** `/{lang}/shopicarTeam/shopitrade` (section 25): the companies in Shopitrade, their settings, where a lead may go. */
export const Route = createFileRoute('/$lang/shopicarTeam/shopitrade')({
  loader: ({ params }) => loadCatalogPartFor('dealer', params.lang),
  component: ShopitradePage,
});
