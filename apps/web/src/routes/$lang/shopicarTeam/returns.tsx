import { createFileRoute } from '@tanstack/react-router';
import { StaffReturnsPage } from '../../../features/returns/components/staff-returns-page';
import { loadCatalogPartFor } from '../../../lib/catalog-part';

/** The team members' transaction screen for deliveries and 7-day returns (the staff return routes admit type 18). */
export const Route = createFileRoute('/$lang/shopicarTeam/returns')({
  loader: ({ params }) => loadCatalogPartFor('admin', params.lang),
  component: StaffReturnsPage,
});
