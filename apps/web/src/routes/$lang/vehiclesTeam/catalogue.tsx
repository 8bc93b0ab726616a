import { createFileRoute } from '@tanstack/react-router';
import { CataloguePage } from '../../../features/vehicles-team/components/catalogue-page';
import { loadCatalogPartFor } from '../../../lib/catalog-part';

export const Route = createFileRoute('/$lang/vehiclesTeam/catalogue')({
  loader: ({ params }) => loadCatalogPartFor('vehicles-team', params.lang),
  component: CataloguePage,
});
