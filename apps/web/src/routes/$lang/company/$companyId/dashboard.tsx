import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../../../features/dealer/components/dashboard-page';

/** `/{lang}/company/{companyId}/dashboard` (spec §2): the company's leads over the last 10 days. */
export const Route = createFileRoute('/$lang/company/$companyId/dashboard')({
  component: CompanyDashboard,
});

function CompanyDashboard() {
  const { companyId } = Route.useParams();
  return <DashboardPage key={companyId} companyId={Number(companyId)} />;
}
