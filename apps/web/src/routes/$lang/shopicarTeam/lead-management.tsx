import { createFileRoute } from '@tanstack/react-router';
import { LeadManagementPage } from '../../../features/dealer/components/lead-management-page';
import { loadCatalogPartFor } from '../../../lib/catalog-part';

/** `/{lang}/shopicarTeam/lead-management` (types 18 and 6, the area's guard): every company's leads. */
export const Route = createFileRoute('/$lang/shopicarTeam/lead-management')({
  loader: ({ params }) => loadCatalogPartFor('dealer', params.lang),
  component: () => <LeadManagementPage />,
});
