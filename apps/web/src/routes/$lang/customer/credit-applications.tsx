import { UserType } from '@marketplace/domain/shared';
import { createFileRoute } from '@tanstack/react-router';
import { CreditApplicationsPage } from '../../../features/customer/components/credit-applications-page';
import { CreditDecisionExplanation, ReviewRequestDetails } from '../../../features/credit/components/decision-explanation';
import '../../../features/credit/problem-messages';
import { loadCatalogPartFor } from '../../../lib/catalog-part';
import { useSession } from '../../../lib/session/session';

export const Route = createFileRoute('/$lang/customer/credit-applications')({
  // The credit codes' messages (e.g. a reviewer answering their own application's review).
  loader: ({ params }) => loadCatalogPartFor('credit', params.lang),
  component: CreditApplications,
});

function CreditApplications() {
  const { user } = useSession();
  return user ? (
    <CreditApplicationsPage
      userGuid={user.User_Guid}
      superAdmin={user.UserTypeId === UserType.SuperAdmin}
      slots={{
        explanation: (applicationId) => <CreditDecisionExplanation applicationId={applicationId} />,
        reviewRequest: (applicationId) => <ReviewRequestDetails applicationId={applicationId} />,
      }}
    />
  ) : null;
}
