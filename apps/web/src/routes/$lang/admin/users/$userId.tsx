import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { UserDetailsPage } from '../../../../features/admin-users/components/user-details-page';
import { NotFoundPage } from '../../../../features/errors/components/not-found-page';
import { useSession } from '../../../../lib/session/session';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const Route = createFileRoute('/$lang/admin/users/$userId')({
  component: UserDetails,
});

function UserDetails() {
  const { lang, userId } = Route.useParams();
  const { user } = useSession();
  const navigate = useNavigate();
  if (!UUID.test(userId)) return <NotFoundPage />;
  if (!user) return null;
  return (
    <UserDetailsPage
      key={userId}
      userId={userId}
      caller={user}
      // Acting as the user now: their dashboard (spec §4 "then loads details").
      onImpersonated={() => navigate({ to: '/$lang/customer/dashboard', params: { lang } })}
    />
  );
}
