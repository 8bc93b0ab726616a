import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { vehicleFacetsQuery } from '../../features/catalog/api/get-vehicle-facets';
import { searchVehiclesQuery } from '../../features/catalog/api/search-vehicles';
import { InventoryPage } from '../../features/catalog/components/inventory-page';
import { inventorySearchOf, type InventorySearch } from '../../features/catalog/search';
import { serverPageData } from '../../lib/page-data';

export const Route = createFileRoute('/$lang/autos/')({
  // Checked in the (lazy) page: `inventorySearchOf` keeps this first-load route table small.
  validateSearch: (search: Record<string, unknown>) => search as InventorySearch,
  // Rendered on the server (ADR 0065): the page of results and the filters' counts.
  loaderDeps: ({ search }) => inventorySearchOf(search as Record<string, unknown>),
  loader: ({ context: { queryClient }, deps }) =>
    serverPageData(() => Promise.all([queryClient.prefetchQuery(searchVehiclesQuery(deps)), queryClient.prefetchQuery(vehicleFacetsQuery(deps))])),
  component: Inventory,
});

function Inventory() {
  const { lang } = Route.useParams();
  const raw = Route.useSearch();
  const search = useMemo(() => inventorySearchOf(raw as Record<string, unknown>), [raw]);
  const navigate = Route.useNavigate();
  return <InventoryPage search={search} lang={lang} segment="autos" onSearchChange={(next) => void navigate({ search: next })} />;
}
