import { createFileRoute } from '@tanstack/react-router';
import { CustomerDashboard } from '../../../features/customer/components/customer-dashboard';
import { useSession } from '../../../lib/session/session';

export const Route = createFileRoute('/$lang/customer/dashboard')({
  component: DashboardPage,
});

function DashboardPage() {
  const { user } = useSession();
  return user ? <CustomerDashboard user={user} /> : null;
}
