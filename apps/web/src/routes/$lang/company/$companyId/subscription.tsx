import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionPage } from '../../../../features/dealer/components/subscription-page';

/** `/{lang}/company/{companyId}/subscription`: the company's plan, trial and held leads. */
export const Route = createFileRoute('/$lang/company/$companyId/subscription')({
  component: CompanySubscription,
});

function CompanySubscription() {
  const { companyId } = Route.useParams();
  return <SubscriptionPage key={companyId} companyId={Number(companyId)} />;
}
