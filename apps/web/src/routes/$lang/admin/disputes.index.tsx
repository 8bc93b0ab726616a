import { createFileRoute } from '@tanstack/react-router';
import { DisputeListPage, disputeListViewOf } from '../../../features/audit/components/dispute-list-page';
import { loadCatalogPartFor } from '../../../lib/catalog-part';
import type { DisputeListView } from '../../../features/audit/api/audit-api';

/** Support's card disputes (issue #46): open, due soon, for review; each case one click away. */
export const Route = createFileRoute('/$lang/admin/disputes/')({
  validateSearch: (search: Record<string, unknown>): { show?: DisputeListView } => (search.show === undefined ? {} : { show: disputeListViewOf(search.show) }),
  loader: ({ params }) => loadCatalogPartFor('audit', params.lang),
  component: Disputes,
});

function Disputes() {
  const { show } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <DisputeListPage show={show ?? 'open'} onShowChange={(next) => void navigate({ search: { show: next } })} />;
}
