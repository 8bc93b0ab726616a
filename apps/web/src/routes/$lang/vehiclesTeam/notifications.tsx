import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../../../features/vehicles-team/components/notifications-page';
import { loadCatalogPartFor } from '../../../lib/catalog-part';

export const Route = createFileRoute('/$lang/vehiclesTeam/notifications')({
  loader: ({ params }) => loadCatalogPartFor('catalog', params.lang),
  component: NotificationsPage,
});
