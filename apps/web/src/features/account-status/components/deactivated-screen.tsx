import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button } from '@marketplace/ui';
import { useDocumentTitle } from '../../../lib/hooks';
import '../../../lib/account-problem-messages';
import { problemMessage } from '../../../lib/problem-messages';
import { useReactivateAccountMutation } from '../api/reactivate-account';

/** Spec §2 deactivated-account screen: "Reactivate my account", then the page reloads (spec §4). */
export function DeactivatedScreen({ onLogout }: { onLogout: () => void }) {
  const { t, i18n } = useLingui();
  const reactivate = useReactivateAccountMutation();
  useDocumentTitle(t`Your account is deactivated`);

  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="deactivated-title">
        <h1 id="deactivated-title" className="auth-card__title">
          <Trans>Your account is deactivated</Trans>
        </h1>
        <p>
          <Trans>You paused your account. Reactivate it to find your garage, your transactions and your documents again.</Trans>
        </p>
        {reactivate.isError ? <Alert variant="error">{i18n._(problemMessage(reactivate.error))}</Alert> : null}
        <div className="stack">
          <Button fullWidth loading={reactivate.isPending} onClick={() => reactivate.mutate(undefined, { onSuccess: () => window.location.reload() })}>
            <Trans>Reactivate my account</Trans>
          </Button>
          <Button fullWidth variant="text" onClick={onLogout}>
            <Trans>Logout</Trans>
          </Button>
        </div>
      </section>
    </div>
  );
}
