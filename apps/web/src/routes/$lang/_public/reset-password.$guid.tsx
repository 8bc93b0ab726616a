import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PasswordForm } from '../../../features/auth/components/password-form';
import { useDocumentTitle } from '../../../lib/hooks';

export const Route = createFileRoute('/$lang/_public/reset-password/$guid')({
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { t } = useLingui();
  const { guid } = Route.useParams();
  useDocumentTitle(t`Choose a new password`);
  return <PasswordForm mode="reset" guid={guid} />;
}
