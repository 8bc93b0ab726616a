import { Trans, useLingui } from '@lingui/react/macro';
import { LoginBodySchema } from '@marketplace/contracts/identity/session.mini';
import { Alert, Button, TextField } from '@marketplace/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import * as z from 'zod/mini';
import { isApiError } from '../../../lib/http';
import { useLightForm } from '../../../lib/light-form';
import type { SessionUser } from '../../../lib/session/api/current-user';
import { isRateLimited, problemMessage } from '../../../lib/problem-messages';
import { useLang } from '../../../lib/use-lang';
import { isLoginSuccess, login } from '../api/login';
import { AuthCard } from './auth-card';
import { PasswordTextField } from './password-toggle';
import { SocialButtons } from './social-buttons';

/**
 * The fields are the request's (spec §5: email required, password required); the email is sent trimmed. RememberMe is
 * not a field: spec §3 sends it always true, and the session lasts SESSION_DAYS (stated in the privacy policy).
 */
type LoginFormValues = Omit<z.output<typeof LoginBodySchema>, 'RememberMe'>;
const LoginFormSchema = z.pipe(
  z.transform((v: LoginFormValues): z.input<typeof LoginBodySchema> => ({ ...v, UserName: v.UserName.trim(), RememberMe: true })),
  LoginBodySchema,
);

/** Codes that mean "wrong credentials" rather than "the request failed". */
const CREDENTIAL_CODES = new Set(['identity.invalid_credentials', 'auth.unauthenticated']);

/**
 * `socialError`: a Google or Facebook sign-in came back refused (cancelled, expired, no email...): one message for all,
 * the reason is on the server's event log.
 */
export function LoginForm({ onSignedIn, socialError = false }: { onSignedIn: (user: SessionUser) => Promise<void> | void; socialError?: boolean }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const [formError, setFormError] = useState<string | null>(null);
  // The login page is the first page most visitors load: a light form state, not react-hook-form (ADR 0031).
  const form = useLightForm(LoginFormSchema, { UserName: '', Password: '' });

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
            <Link to="/$lang/signup" params={{ lang }}>
              Create an account
            </Link>
          </Trans>
        </p>
      }
    >
      {socialError ? (
        <Alert variant="error">
          <Trans>Please choose a valid Facebook or Google account</Trans>
        </Alert>
      ) : null}
      <SocialButtons />
      <form onSubmit={onSubmit} noValidate aria-describedby={formError ? 'login-error' : undefined}>
        {formError ? (
          <div id="login-error">
            <Alert variant="error">{formError}</Alert>
          </div>
        ) : null}
        <TextField {...form.field('UserName')} label={t`Email`} type="email" autoComplete="username" inputMode="email" required />
        <PasswordTextField {...form.field('Password')} label={t`Password`} autoComplete="current-password" required />
        <div className="form-row form-row--end">
          <Link to="/$lang/recover" params={{ lang }} className="form-link">
            <Trans>Forgot your password?</Trans>
          </Link>
        </div>
        <Button type="submit" fullWidth size="large" loading={form.isSubmitting}>
          <Trans>Login</Trans>
        </Button>
      </form>
    </AuthCard>
  );
}
