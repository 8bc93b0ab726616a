import { createFileRoute } from '@tanstack/react-router';
import { UsersPage, usersSearchOf, type UsersSearch } from '../../../../features/admin-users/components/users-page';

export const Route = createFileRoute('/$lang/admin/users/')({
  // Checked in the (lazy) page: `usersSearchOf` keeps this first-load route table small.
  validateSearch: (search: Record<string, unknown>) => search as UsersSearch,
  component: Users,
});

function Users() {
  const search = usersSearchOf(Route.useSearch());
  const navigate = Route.useNavigate();
  return <UsersPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
