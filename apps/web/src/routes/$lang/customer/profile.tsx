import { useLingui } from '@lingui/react/macro';
import { useSnackbar } from '@marketplace/ui';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SmsCodeVerification } from '../../../features/activation/components/sms-code-verification';
import { ProfilePage } from '../../../features/customer/components/profile-page';
import { useLogout, useRefreshSession, useSession } from '../../../lib/session/session';

export const Route = createFileRoute('/$lang/customer/profile')({
  component: Profile,
});

function Profile() {
  const { t } = useLingui();
  const { lang } = Route.useParams();
  const { user } = useSession();
  const refreshSession = useRefreshSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  if (!user) return null;

  return (
    <ProfilePage
      user={user}
      onProfileSaved={refreshSession}
      phoneVerification={<SmsCodeVerification initialPhone={user.Cell ?? user.Phone} onVerified={refreshSession} />}
      onAccountClosed={async (mode) => {
        await logout();
        snackbar.enqueue({ message: mode === 'delete' ? t`Your account is deleted.` : t`Your account is deactivated.`, variant: 'success' });
        await navigate({ to: '/$lang', params: { lang } });
      }}
    />
  );
}
