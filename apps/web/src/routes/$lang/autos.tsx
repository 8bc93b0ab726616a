import { createFileRoute } from '@tanstack/react-router';
import { PublicLayout } from '../../features/layout/components/public-layout';
import { loadCatalogPartFor } from '../../lib/catalog-part';

/**
 * The inventory (spec §2, §9: `autos` is the French segment), public layout.
 * The segment follows the language and, where a brand has an external inventory site, the spec's inventory redirect applies.
 */
export const Route = createFileRoute('/$lang/autos')({
  // Imported on demand: the guard is not part of the first page load of other pages.
  beforeLoad: async (ctx) => (await import('../../features/catalog/inventory-guard')).inventoryBeforeLoad(ctx),
  loader: ({ params }) => loadCatalogPartFor('catalog', params.lang),
  component: () => <PublicLayout />,
});
