import { Trans, useLingui } from '@lingui/react/macro';
import { LoginBodySchema } from '@marketplace/contracts/identity/session.mini';
import { Alert, Button, CheckboxField, TextField } from '@marketplace/ui';
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

/** The fields are the request's (spec §5: email required, password required); the email is sent trimmed. */
type LoginFormValues = z.output<typeof LoginBodySchema>;
const LoginFormSchema = z.pipe(
  z.transform((v: LoginFormValues): z.input<typeof LoginBodySchema> => ({ ...v, UserName: v.UserName.trim() })),
  LoginBodySchema,
);

/** Codes that mean "wrong credentials" rather than "the request failed". */
const CREDENTIAL_CODES = new Set(['identity.invalid_credentials', 'auth.unauthenticated']);

export function LoginForm({ onSignedIn }: { onSignedIn: (user: SessionUser) => Promise<void> | void }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const [formError, setFormError] = useState<string | null>(null);
  // The login page is the first page most visitors load: a light form state, not react-hook-form (ADR 0031).
  const form = useLightForm(LoginFormSchema, { UserName: '', Password: '', RememberMe: true });

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
      <form onSubmit={onSubmit} noValidate aria-describedby={formError ? 'login-error' : undefined}>
        {formError ? (
          <div id="login-error">
            <Alert variant="error">{formError}</Alert>
          </div>
        ) : null}
        <TextField {...form.field('UserName')} label={t`Email`} type="email" autoComplete="username" inputMode="email" required />
        <PasswordTextField {...form.field('Password')} label={t`Password`} autoComplete="current-password" required />
        <div className="form-row form-row--between">
          <CheckboxField {...form.field('RememberMe')} label={t`Remember me`} />
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
