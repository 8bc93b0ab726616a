import { createFileRoute } from '@tanstack/react-router';
import { VehicleReturnsSection } from '../../../features/returns/components/vehicle-returns-section';
import { VehicleEditPage } from '../../../features/vehicles-team/components/vehicle-edit-page';
import { loadCatalogPartsFor } from '../../../lib/catalog-part';

/**
 * The spec's link shape `/{lang}/vehiclesTeam/vehicles/{id}`: the same edit screen as `vehicle?id=` (not nested
 * under the list route, whose page has no outlet), with the vehicle's deliveries and returns for the purchase staff.
 */
export const Route = createFileRoute('/$lang/vehiclesTeam/vehicles_/$vehicleId')({
  loader: ({ params }) => loadCatalogPartsFor(['vehicles-team', 'admin'], params.lang),
  component: VehicleById,
});

function VehicleById() {
  const { vehicleId } = Route.useParams();
  return (
    <>
      <VehicleEditPage area="vehiclesTeam" vehicleId={vehicleId} />
      <VehicleReturnsSection vehicleId={vehicleId} />
    </>
  );
}
