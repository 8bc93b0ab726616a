import { createFileRoute } from '@tanstack/react-router';
import { VehicleEditPage } from '../../../features/vehicles-team/components/vehicle-edit-page';
import { loadCatalogPartFor } from '../../../lib/catalog-part';

/**
 * The spec's link shape `/{lang}/vehiclesTeam/vehicles/{id}`: the same edit screen as `vehicle?id=` (not nested
 * under the list route, whose page has no outlet).
 */
export const Route = createFileRoute('/$lang/vehiclesTeam/vehicles_/$vehicleId')({
  loader: ({ params }) => loadCatalogPartFor('catalog', params.lang),
  component: VehicleById,
});

function VehicleById() {
  const { vehicleId } = Route.useParams();
  return <VehicleEditPage area="vehiclesTeam" vehicleId={vehicleId} />;
}
