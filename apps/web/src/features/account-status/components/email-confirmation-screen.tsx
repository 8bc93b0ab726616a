import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button } from '@marketplace/ui';
import { useDocumentTitle } from '../../../lib/hooks';
import '../../../lib/account-problem-messages';
import { problemMessage } from '../../../lib/problem-messages';
import { useLanguageId } from '../../../lib/use-lang';
import { useSendVerificationEmailMutation } from '../api/send-verification-email';

/**
 * Spec §2 email-confirmation screen, shown instead of a guarded page while the email is not verified:
 * Continue (reloads), Resend email (then "Email sent"), Logout.
 */
export function EmailConfirmationScreen({ email, onLogout }: { email?: string | null; onLogout: () => void }) {
  const { t, i18n } = useLingui();
  const resend = useSendVerificationEmailMutation();
  const languageId = useLanguageId();
  useDocumentTitle(t`Confirm your email`);

  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="email-confirmation-title">
        <h1 id="email-confirmation-title" className="auth-card__title">
          <Trans>Confirm your email</Trans>
        </h1>
        <p>
          {email ? (
            <Trans>
              We sent a confirmation email to <strong>{email}</strong>. Please check your inbox and click the link in the email to activate your account.
            </Trans>
          ) : (
            <Trans>We sent you a confirmation email. Please check your inbox and click the link in the email to activate your account.</Trans>
          )}
        </p>
        {resend.isSuccess ? <Alert variant="success">{t`Email sent`}</Alert> : null}
        {resend.isError ? <Alert variant="error">{i18n._(problemMessage(resend.error))}</Alert> : null}
        <div className="stack">
          <Button fullWidth onClick={() => window.location.reload()}>
            <Trans>Continue</Trans>
          </Button>
          <Button fullWidth variant="outlined" loading={resend.isPending} onClick={() => resend.mutate(languageId)}>
            <Trans>Resend email</Trans>
          </Button>
          <Button fullWidth variant="text" onClick={onLogout}>
            <Trans>Logout</Trans>
          </Button>
        </div>
      </section>
    </div>
  );
}
