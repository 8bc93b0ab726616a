import { createFileRoute } from '@tanstack/react-router';
import { ImagesPage } from '../../../features/vehicles-team/components/images-page';
import { loadCatalogPartFor } from '../../../lib/catalog-part';

export const Route = createFileRoute('/$lang/vehiclesTeam/Images')({
  loader: ({ params }) => loadCatalogPartFor('vehicles-team', params.lang),
  component: ImagesPage,
});
