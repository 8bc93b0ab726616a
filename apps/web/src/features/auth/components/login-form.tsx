import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, TextField } from '@marketplace/ui';
import { useState } from 'react';
import { isApiError } from '../../../lib/http';
import { useLightForm } from '../../../lib/light-form';
import { PageLink } from '../../../lib/page-link';
import type { SessionUser } from '../../../lib/session/api/current-user';
import { isRateLimited, problemMessage } from '../../../lib/problem-messages';
import { isLoginSuccess, login } from '../api/login';
import { AuthCard } from './auth-card';
import { PasswordTextField } from './password-toggle';
import { SocialButtons } from './social-buttons';

/** The fields and their check are the request's (sign-in-checks.ts, fetched when the form is first used). */
const loadLoginCheck = async () => (await import('../sign-in-checks')).loginCheck;

/** Codes that mean "wrong credentials" rather than "the request failed". */
const CREDENTIAL_CODES = new Set(['identity.invalid_credentials', 'auth.unauthenticated']);

/** Reasons of a social sign-in refusal that mean the provider cannot be used now, not that the account is wrong. */
const PROVIDER_UNAVAILABLE = new Set(['not_configured', 'provider_unreachable']);
const PROVIDER_NAMES = { google: 'Google', facebook: 'Facebook' } as const;

/**
 * The login form of the login page (spec §4, §5), in the app and in the page's island (ADR 0086): no router here, the
 * page's language (`lang`) is given and its links are `PageLink`s. `socialError`: a Google or Facebook sign-in came back refused, with its reason (the server's event log has the
 * details). A provider this site does not offer (not configured) or cannot reach says so (issue #42 item 7); any other
 * refusal (cancelled, expired, no email...) asks for a valid account. `socialProvider` names the provider.
 */
export function LoginForm({ lang, onSignedIn, socialError = false, socialProvider }: {
  lang: string;
  onSignedIn: (user: SessionUser) => Promise<void> | void;
  socialError?: boolean | string;
  socialProvider?: 'google' | 'facebook';
}) {
  const { t, i18n } = useLingui();
  const providerName = socialProvider ? PROVIDER_NAMES[socialProvider] : null;
  const [formError, setFormError] = useState<string | null>(null);
  // The login page is the first page most visitors load: a light form state, not react-hook-form (ADR 0031).
  const form = useLightForm(loadLoginCheck, { UserName: '', Password: '' });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const response = await login(values);
      if (!isLoginSuccess(response)) {
        setFormError(t`Invalid password or email`);
        return;
      }
      await onSignedIn(response);
    } catch (error) {
      if (isApiError(error) && CREDENTIAL_CODES.has(error.code)) setFormError(t`Invalid password or email`);
      else if (isRateLimited(error) || isApiError(error, 'network.unreachable') || isApiError(error, 'identity.account_suspended'))
        setFormError(i18n._(problemMessage(error)));
      else setFormError(t`An error occurred please try again later`);
    }
  });

  return (
    <AuthCard
      title={<Trans>Login</Trans>}
      footer={
        <p>
          <Trans>
            No account yet?{' '}
            <PageLink href={`/${lang}/signup`}>Create an account</PageLink>
          </Trans>
        </p>
      }
    >
      {typeof socialError === 'string' && PROVIDER_UNAVAILABLE.has(socialError) ? (
        <Alert variant="error">
          {providerName ? (
            <Trans>Sign-in with {providerName} is not available at the moment. Sign in with your email and password.</Trans>
          ) : (
            <Trans>This sign-in method is not available at the moment. Sign in with your email and password.</Trans>
          )}
        </Alert>
      ) : socialError ? (
        <Alert variant="error">
          <Trans>Please choose a valid Facebook or Google account</Trans>
        </Alert>
      ) : null}
      <SocialButtons lang={lang} />
      {/* POST: sent before the page is hydrated (its HTML comes from the server, ADR 0065), nothing typed goes into an address. */}
      <form method="post" onSubmit={onSubmit} noValidate aria-describedby={formError ? 'login-error' : undefined}>
        {formError ? (
          <div id="login-error">
            <Alert variant="error">{formError}</Alert>
          </div>
        ) : null}
        {/* Fixed ids: the island hydrates the form in a root of its own, where React's useId would differ from the server's. */}
        <TextField {...form.field('UserName')} id="login-email" label={t`Email`} type="email" autoComplete="username" inputMode="email" required />
        <PasswordTextField {...form.field('Password')} id="login-password" label={t`Password`} autoComplete="current-password" required />
        <div className="form-row form-row--end">
          <PageLink href={`/${lang}/recover`} className="form-link">
            <Trans>Forgot your password?</Trans>
          </PageLink>
        </div>
        <Button type="submit" fullWidth size="large" loading={form.isSubmitting}>
          <Trans>Login</Trans>
        </Button>
      </form>
    </AuthCard>
  );
}
