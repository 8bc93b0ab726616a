import { createFileRoute } from '@tanstack/react-router';
import { AuditConsolePage, auditSearchOf, type AuditSearch } from '../../../features/audit/components/audit-console-page';
import { loadCatalogPartFor } from '../../../lib/catalog-part';

export const Route = createFileRoute('/$lang/admin/audit')({
  validateSearch: (search: Record<string, unknown>) => search as AuditSearch,
  loader: ({ params }) => loadCatalogPartFor('audit', params.lang),
  component: Audit,
});

function Audit() {
  const search = auditSearchOf(Route.useSearch() as Record<string, unknown>);
  const navigate = Route.useNavigate();
  return <AuditConsolePage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
