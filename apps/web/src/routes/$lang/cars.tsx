import { createFileRoute } from '@tanstack/react-router';
import { inventoryBeforeLoad } from '../../features/catalog/inventory-guard';
import { PublicLayout } from '../../features/layout/components/public-layout';

/**
 * The inventory (spec §2, §9: `cars` is the English segment), public layout.
 * The segment follows the language and, where a brand has an external inventory site, the spec's inventory redirect applies.
 */
export const Route = createFileRoute('/$lang/cars')({
  // In the shell with the route (about 0.8 KB as sent): fetched apart, it was a round trip between the shell and the
  // inventory's or vehicle page's first render (issue #43).
  beforeLoad: inventoryBeforeLoad,
  component: () => <PublicLayout />,
});
