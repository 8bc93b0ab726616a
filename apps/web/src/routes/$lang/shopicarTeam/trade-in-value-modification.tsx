import { createFileRoute } from '@tanstack/react-router';
import { loadCatalogPartFor } from '../../../lib/catalog-part';
import { ValueModificationPage } from '../../../features/trade-in/components/value-modification-page';

/** shopicarTeam › trade-in value modification (types 18 and 6, the area's guard). */
export const Route = createFileRoute('/$lang/shopicarTeam/trade-in-value-modification')({
  loader: ({ params }) => loadCatalogPartFor('trade-in', params.lang),
  component: ValueModificationPage,
});
