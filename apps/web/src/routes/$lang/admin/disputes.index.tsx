import { createFileRoute } from '@tanstack/react-router';
import { DisputeListPage } from '../../../features/audit/components/dispute-list-page';
import { disputeListViewOf, type DisputeListView } from '../../../features/audit/dispute-list-views';
import { loadCatalogPartFor } from '../../../lib/catalog-part';

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
