import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../../../features/dealer/components/notifications-page';
import { loadCatalogPartFor } from '../../../lib/catalog-part';

/** `/{lang}/vehiclesTeam/notifications` (types 20 and 6): dealer inventory feed imports. */
export const Route = createFileRoute('/$lang/vehiclesTeam/notifications')({
  loader: ({ params }) => loadCatalogPartFor('dealer', params.lang),
  component: NotificationsPage,
});
