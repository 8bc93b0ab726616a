import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { CreateUserPage } from '../../../../features/admin-users/components/create-user-page';
import { useSession } from '../../../../lib/session/session';

export const Route = createFileRoute('/$lang/admin/users/new')({
  component: NewUser,
});

function NewUser() {
  const { lang } = Route.useParams();
  const { user } = useSession();
  const navigate = useNavigate();
  if (!user) return null;
  return <CreateUserPage callerTypeId={user.UserTypeId} onCreated={(userId) => navigate({ to: '/$lang/admin/users/$userId', params: { lang, userId } })} />;
}
