import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../../../features/vehicles-team/components/notifications-page';
import { loadCatalogPartFor } from '../../../lib/catalog-part';

/** `/{lang}/admin/notifications` (section 5 of Administration): the notifications screen the vehicles team has too. */
export const Route = createFileRoute('/$lang/admin/notifications')({
  loader: ({ params }) => loadCatalogPartFor('catalog', params.lang),
  component: NotificationsPage,
});
