import { createFileRoute } from '@tanstack/react-router';
import { CompanyDetailsPage } from '../../../../features/dealer/components/company-details-page';

/** `/{lang}/company/{companyId}/companies` (section 3 of the dealer's group): the dealer's own company, read only. */
export const Route = createFileRoute('/$lang/company/$companyId/companies')({
  component: OwnCompany,
});

function OwnCompany() {
  const { companyId } = Route.useParams();
  return <CompanyDetailsPage key={companyId} companyId={Number(companyId)} readOnly />;
}
