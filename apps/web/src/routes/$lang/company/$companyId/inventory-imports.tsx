import { createFileRoute } from '@tanstack/react-router';
import { CompanyImportsPage } from '../../../../features/dealer/components/company-imports-page';

/** `/{lang}/company/{companyId}/inventory-imports`: the company's own inventory CSV uploads and their imports. */
export const Route = createFileRoute('/$lang/company/$companyId/inventory-imports')({
  component: CompanyImports,
});

function CompanyImports() {
  const { companyId } = Route.useParams();
  return <CompanyImportsPage key={companyId} companyId={Number(companyId)} />;
}
