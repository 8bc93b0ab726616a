import { createFileRoute } from '@tanstack/react-router';
import { PriceGuidesPage } from '../../../features/vehicles-team/components/price-guides-page';
import { loadCatalogPartFor } from '../../../lib/catalog-part';

/** `/{lang}/shopicarTeam/third-parties` (section 24): the third-party price-guide configurations and their calls. */
export const Route = createFileRoute('/$lang/shopicarTeam/third-parties')({
  loader: ({ params }) => loadCatalogPartFor('vehicles-team', params.lang),
  component: ThirdParties,
});

function ThirdParties() {
  return <PriceGuidesPage area="shopicarTeam" />;
}
