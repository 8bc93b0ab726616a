import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../../../features/dealer/components/notifications-page';
import { loadCatalogPartFor } from '../../../lib/catalog-part';

/** `/{lang}/admin/notifications` (types 6 and 7): dealer inventory feed imports. */
export const Route = createFileRoute('/$lang/admin/notifications')({
  loader: ({ params }) => loadCatalogPartFor('dealer', params.lang),
  component: NotificationsPage,
});
