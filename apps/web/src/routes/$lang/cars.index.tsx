import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { InventoryPage } from '../../features/catalog/components/inventory-page';
import { inventorySearchOf, type InventorySearch } from '../../features/catalog/search';
import { inventoryPageData } from '../../features/catalog/page-data';

export const Route = createFileRoute('/$lang/cars/')({
  // Prices and kilometres in the first render: the number data is loaded before the hydration (main.tsx).
  staticData: { formatsNumbers: true },
  // Checked in the (lazy) page: `inventorySearchOf` keeps this first-load route table small.
  validateSearch: (search: Record<string, unknown>) => search as InventorySearch,
  // Rendered on the server (ADR 0065): the page of results and the filters' counts.
  loaderDeps: ({ search }) => search,
  loader: inventoryPageData,
  component: Inventory,
});

function Inventory() {
  const { lang } = Route.useParams();
  const raw = Route.useSearch();
  const search = useMemo(() => inventorySearchOf(raw as Record<string, unknown>), [raw]);
  const navigate = Route.useNavigate();
  return <InventoryPage search={search} lang={lang} segment="cars" onSearchChange={(next) => void navigate({ search: next })} />;
}
