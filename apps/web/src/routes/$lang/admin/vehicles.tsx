import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { VehiclesListPage, vehiclesSearchOf, type VehiclesSearch } from '../../../features/vehicles-team/components/vehicles-list-page';
import { loadCatalogPartFor } from '../../../lib/catalog-part';

export const Route = createFileRoute('/$lang/admin/vehicles')({
  // Checked in the (lazy) page: `vehiclesSearchOf` keeps this first-load route table small.
  validateSearch: (search: Record<string, unknown>) => search as VehiclesSearch,
  loader: ({ params }) => loadCatalogPartFor('vehicles-team', params.lang),
  component: Vehicles,
});

function Vehicles() {
  const raw = Route.useSearch();
  const search = useMemo(() => vehiclesSearchOf(raw as Record<string, unknown>), [raw]);
  const navigate = Route.useNavigate();
  return <VehiclesListPage area="admin" search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
