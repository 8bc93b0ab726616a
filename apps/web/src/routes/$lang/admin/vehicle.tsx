import { createFileRoute } from '@tanstack/react-router';
import { VehicleReturnsSection } from '../../../features/returns/components/vehicle-returns-section';
import { VehicleEditPage } from '../../../features/vehicles-team/components/vehicle-edit-page';
import { loadCatalogPartFor } from '../../../lib/catalog-part';

export const Route = createFileRoute('/$lang/admin/vehicle')({
  validateSearch: (search: Record<string, unknown>): { id?: string } => (typeof search.id === 'string' ? { id: search.id } : {}),
  loader: ({ params }) => loadCatalogPartFor('vehicles-team', params.lang),
  component: Vehicle,
});

function Vehicle() {
  const { id } = Route.useSearch();
  return (
    <>
      <VehicleEditPage area="admin" vehicleId={id} />
      <VehicleReturnsSection vehicleId={id} />
    </>
  );
}
