import { createFileRoute } from '@tanstack/react-router';
import { DisputeCasePage } from '../../../features/audit/components/dispute-case-page';
import { loadCatalogPartFor } from '../../../lib/catalog-part';

/** A purchase's card dispute case (issue #46), opened from the audit console's timeline. */
export const Route = createFileRoute('/$lang/admin/disputes/$subjectId')({
  loader: ({ params }) => loadCatalogPartFor('audit', params.lang),
  component: Disputes,
});

function Disputes() {
  const { subjectId } = Route.useParams();
  return <DisputeCasePage subjectId={subjectId} />;
}
