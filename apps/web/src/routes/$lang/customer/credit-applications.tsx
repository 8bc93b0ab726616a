import { UserType } from '@marketplace/domain/shared';
import { createFileRoute } from '@tanstack/react-router';
import { CreditApplicationsPage } from '../../../features/customer/components/credit-applications-page';
import { useSession } from '../../../lib/session/session';

export const Route = createFileRoute('/$lang/customer/credit-applications')({
  component: CreditApplications,
});

function CreditApplications() {
  const { user } = useSession();
  return user ? <CreditApplicationsPage userGuid={user.User_Guid} superAdmin={user.UserTypeId === UserType.SuperAdmin} /> : null;
}
