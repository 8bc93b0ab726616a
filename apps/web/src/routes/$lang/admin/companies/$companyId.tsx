import { createFileRoute } from '@tanstack/react-router';
import { CompanyDetailsPage } from '../../../../features/dealer/components/company-details-page';
import { loadCatalogPartFor } from '../../../../lib/catalog-part';

/** `/{lang}/admin/companies/{companyId}`: one company, a tab per part. */
export const Route = createFileRoute('/$lang/admin/companies/$companyId')({
  loader: ({ params }) => loadCatalogPartFor('dealer', params.lang),
  component: Company,
});

function Company() {
  const { companyId } = Route.useParams();
  return <CompanyDetailsPage key={companyId} companyId={Number(companyId)} />;
}
