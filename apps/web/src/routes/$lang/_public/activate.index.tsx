import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@marketplace/ui';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { SmsCodeVerification } from '../../../features/activation/components/sms-code-verification';
import { loadCatalogPartFor } from '../../../lib/catalog-part';
import { useDocumentTitle } from '../../../lib/hooks';
import { useRefreshSession, useSession } from '../../../lib/session/session';

/** Activation by a 6-digit SMS code for the signed-in user. */
export const Route = createFileRoute('/$lang/_public/activate/')({
  loader: ({ params }) => loadCatalogPartFor('account', params.lang),
  component: ActivateBySmsPage,
});

function ActivateBySmsPage() {
  const { t } = useLingui();
  const { lang } = Route.useParams();
  const { user } = useSession();
  const refreshSession = useRefreshSession();
  const navigate = useNavigate();
  useDocumentTitle(t`Account activation`);

  return (
    <AuthCard
      title={<Trans>Account activation</Trans>}
      intro={user ? <Trans>Activate your account with a code sent by text message to your mobile phone.</Trans> : undefined}
    >
      {user ? (
        <SmsCodeVerification
          initialPhone={user.Cell ?? user.Phone}
          onVerified={async () => {
            await refreshSession();
            await navigate({ to: '/$lang/customer/dashboard', params: { lang } });
          }}
        />
      ) : (
        <>
          <p>
            <Trans>Log in first to activate your account.</Trans>
          </p>
          <Button asChild>
            <Link to="/$lang/login" params={{ lang }} search={{ referer: `/${lang}/activate` }}>
              <Trans>Login</Trans>
            </Link>
          </Button>
        </>
      )}
    </AuthCard>
  );
}
