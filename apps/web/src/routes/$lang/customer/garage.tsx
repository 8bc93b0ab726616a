import { createFileRoute } from '@tanstack/react-router';
import { GaragePage } from '../../../features/customer/components/garage-page';
import { useSession } from '../../../lib/session/session';

export const Route = createFileRoute('/$lang/customer/garage')({
  component: Garage,
});

function Garage() {
  const { user } = useSession();
  return user ? <GaragePage userGuid={user.User_Guid} /> : null;
}
