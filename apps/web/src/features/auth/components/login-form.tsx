import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button } from '@marketplace/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { FormCheckbox, FormTextField } from '../../../lib/forms';
import { isApiError } from '../../../lib/http';
import type { SessionUser } from '../../../lib/session/api/current-user';
import { isRateLimited, problemMessage } from '../../../lib/problem-messages';
import { useLang } from '../../../lib/use-lang';
import { requiredText, passwordField } from '../../../lib/validation';
import { isLoginSuccess, login } from '../api/login';
import { AuthCard } from './auth-card';
import { PasswordInput } from './password-input';

/** Spec §5: email required, password required. zod/mini, as every schema of this first page (lib/validation.ts). */
const LoginFormSchema = z.object({
  email: requiredText(),
  password: passwordField(),
  rememberMe: z.boolean(),
});
type LoginFormValues = z.infer<typeof LoginFormSchema>;

/** Codes that mean "wrong credentials" rather than "the request failed". */
const CREDENTIAL_CODES = new Set(['identity.invalid_credentials', 'auth.unauthenticated']);

export function LoginForm({ onSignedIn }: { onSignedIn: (user: SessionUser) => Promise<void> | void }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<LoginFormValues>({
    resolver: zodResolver(LoginFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '', rememberMe: true },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const response = await login({ UserName: values.email.trim(), Password: values.password, RememberMe: values.rememberMe });
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
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate aria-describedby={formError ? 'login-error' : undefined}>
          {formError ? (
            <div id="login-error">
              <Alert variant="error">{formError}</Alert>
            </div>
          ) : null}
          <FormTextField<LoginFormValues> name="email" label={t`Email`} type="email" autoComplete="username" inputMode="email" required />
          <PasswordInput<LoginFormValues> name="password" label={t`Password`} autoComplete="current-password" required />
          <div className="form-row form-row--between">
            <FormCheckbox<LoginFormValues> name="rememberMe" label={t`Remember me`} />
            <Link to="/$lang/recover" params={{ lang }} className="form-link">
              <Trans>Forgot your password?</Trans>
            </Link>
          </div>
          <Button type="submit" fullWidth size="large" loading={form.formState.isSubmitting}>
            <Trans>Login</Trans>
          </Button>
        </form>
      </FormProvider>
    </AuthCard>
  );
}
