import { createFileRoute } from '@tanstack/react-router';
import { LeadManagementPage } from '../../../../features/dealer/components/lead-management-page';

/** `/{lang}/company/{companyId}/lead-management`: the company's own leads (a dealer's view). */
export const Route = createFileRoute('/$lang/company/$companyId/lead-management')({
  component: CompanyLeads,
});

function CompanyLeads() {
  const { companyId } = Route.useParams();
  return <LeadManagementPage key={companyId} companyId={Number(companyId)} />;
}
