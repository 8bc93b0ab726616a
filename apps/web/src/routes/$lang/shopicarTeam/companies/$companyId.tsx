import { createFileRoute } from '@tanstack/react-router';
import { CompanyDetailsPage } from '../../../../features/dealer/components/company-details-page';
import { loadCatalogPartFor } from '../../../../lib/catalog-part';

/** `/{lang}/shopicarTeam/companies/{companyId}`: one company, its tabs read only (the team reads, admins edit). */
export const Route = createFileRoute('/$lang/shopicarTeam/companies/$companyId')({
  loader: ({ params }) => loadCatalogPartFor('dealer', params.lang),
  component: TeamCompany,
});

function TeamCompany() {
  const { companyId } = Route.useParams();
  return <CompanyDetailsPage key={companyId} companyId={Number(companyId)} readOnly />;
}
