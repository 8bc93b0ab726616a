import { createFileRoute } from '@tanstack/react-router';
import { PriceGuidesPage } from '../../../features/vehicles-team/components/price-guides-page';
import { loadCatalogPartFor } from '../../../lib/catalog-part';

export const Route = createFileRoute('/$lang/vehiclesTeam/price-guides')({
  loader: ({ params }) => loadCatalogPartFor('vehicles-team', params.lang),
  component: PriceGuidesPage,
});
