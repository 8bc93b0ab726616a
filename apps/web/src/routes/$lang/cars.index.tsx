import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { InventoryPage } from '../../features/catalog/components/inventory-page';
import { inventorySearchOf, type InventorySearch } from '../../features/catalog/search';

export const Route = createFileRoute('/$lang/cars/')({
  // Checked in the (lazy) page: `inventorySearchOf` keeps this first-load route table small.
  validateSearch: (search: Record<string, unknown>) => search as InventorySearch,
  component: Inventory,
});

function Inventory() {
  const { lang } = Route.useParams();
  const raw = Route.useSearch();
  const search = useMemo(() => inventorySearchOf(raw as Record<string, unknown>), [raw]);
  const navigate = Route.useNavigate();
  return <InventoryPage search={search} lang={lang} segment="cars" onSearchChange={(next) => void navigate({ search: next })} />;
}
