import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PasswordForm } from '../../../features/auth/components/password-form';
import { useDocumentTitle } from '../../../lib/hooks';
import { useRefreshSession } from '../../../lib/session/session';

export const Route = createFileRoute('/$lang/_public/create-password/$guid')({
  component: CreatePasswordPage,
});

function CreatePasswordPage() {
  const { t } = useLingui();
  const { guid } = Route.useParams();
  const refreshSession = useRefreshSession();
  useDocumentTitle(t`Create your password`);
  // Spec §4: create-password success shows the confirmation, then refreshes the current user.
  return <PasswordForm mode="create" guid={guid} onCreated={refreshSession} />;
}
