import { createFileRoute } from '@tanstack/react-router';
import { VehicleReturnsSection } from '../../../features/returns/components/vehicle-returns-section';
import { VehicleEditPage } from '../../../features/vehicles-team/components/vehicle-edit-page';
import { loadCatalogPartsFor } from '../../../lib/catalog-part';

export const Route = createFileRoute('/$lang/vehiclesTeam/vehicle')({
  validateSearch: (search: Record<string, unknown>): { id?: string } => (typeof search.id === 'string' ? { id: search.id } : {}),
  // The returns panel's texts (admin part) for the staff who handle returns from here.
  loader: ({ params }) => loadCatalogPartsFor(['vehicles-team', 'admin'], params.lang),
  component: Vehicle,
});

function Vehicle() {
  const { id } = Route.useSearch();
  return (
    <>
      <VehicleEditPage area="vehiclesTeam" vehicleId={id} />
      <VehicleReturnsSection vehicleId={id} />
    </>
  );
}
