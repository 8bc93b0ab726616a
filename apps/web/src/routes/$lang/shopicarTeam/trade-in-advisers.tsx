import { createFileRoute } from '@tanstack/react-router';
import { loadCatalogPartFor } from '../../../lib/catalog-part';
import { AdviserQueuePage } from '../../../features/trade-in/components/adviser-queue-page';

/** shopicarTeam › trade-ins waiting for an adviser (types 18 and 6, the area's guard). */
export const Route = createFileRoute('/$lang/shopicarTeam/trade-in-advisers')({
  loader: ({ params }) => loadCatalogPartFor('trade-in', params.lang),
  component: AdviserQueuePage,
});
