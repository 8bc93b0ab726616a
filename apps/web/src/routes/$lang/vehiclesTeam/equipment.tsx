import { createFileRoute } from '@tanstack/react-router';
import { EquipmentPage } from '../../../features/vehicles-team/components/equipment-page';
import { loadCatalogPartFor } from '../../../lib/catalog-part';

export const Route = createFileRoute('/$lang/vehiclesTeam/equipment')({
  loader: ({ params }) => loadCatalogPartFor('vehicles-team', params.lang),
  component: EquipmentPage,
});
