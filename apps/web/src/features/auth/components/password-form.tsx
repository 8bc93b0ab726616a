import { Trans, useLingui } from '@lingui/react/macro';
import { ResetPasswordBodySchema } from '@marketplace/contracts/identity/account.routes';
import { Alert, Button } from '@marketplace/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { formResolver } from '../../../lib/form-resolver';
import { isApiError } from '../../../lib/http';
import { problemMessage } from '../../../lib/problem-messages';
import { useLang } from '../../../lib/use-lang';
import { addFormIssue, newPasswordProblem, ValidationCode } from '../../../lib/validation';
import { useResetPasswordMutation } from '../api/reset-password';
import { AuthCard } from './auth-card';
import { PasswordInput } from './password-input';

/** Spec §5: the request's new password (the link's token comes from the page), plus the screen's confirmation equal to it. */
export const PasswordFormSchema = ResetPasswordBodySchema.unwrap()
  .pick({ NewPassword: true })
  .extend({ ConfirmNewPassword: z.string().min(1, ValidationCode.required) })
  .superRefine((v, ctx) => {
    addFormIssue(ctx, 'NewPassword', newPasswordProblem(v.NewPassword));
    addFormIssue(ctx, 'ConfirmNewPassword', v.NewPassword !== v.ConfirmNewPassword && ValidationCode.passwordsMatch);
  });
type PasswordFormValues = z.output<typeof PasswordFormSchema>;

export interface PasswordFormProps {
  mode: 'reset' | 'create';
  guid: string;
  /** Create-password: called after success (refreshes the current user, spec §4). */
  onCreated?: () => Promise<unknown> | void;
}

/** Reset password and create password (spec §2): new password twice, then a confirmation view. */
export function PasswordForm({ mode, guid, onCreated }: PasswordFormProps) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const mutation = useResetPasswordMutation();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<{ text: string; linkDead: boolean } | null>(null);
  const form = useForm<PasswordFormValues>({
    resolver: formResolver(PasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { NewPassword: '', ConfirmNewPassword: '' },
  });

  const onSubmit = form.handleSubmit(async ({ NewPassword }) => {
    setFailure(null);
    try {
      await mutation.mutateAsync({ Guid: guid, NewPassword });
    } catch (error) {
      const code = isApiError(error) ? error.code : null;
      if (code === 'identity.password_too_short' || code === 'identity.password_too_long') {
        form.setError('NewPassword', { type: 'server', message: code }, { shouldFocus: true });
        return;
      }
      const linkDead = code === 'identity.token_invalid' || code === 'identity.token_expired' || code === 'identity.token_required';
      // Spec §8: a reset failure reads "Something went wrong"; a dead link and throttling say what to do instead.
      setFailure({ text: i18n._(problemMessage(error)), linkDead });
      return;
    }
    setDone(true);
    if (mode === 'create') await onCreated?.();
  });

  if (done) {
    return mode === 'create' ? (
      <AuthCard title={<Trans>Your password is created</Trans>}>
        <Alert variant="success">
          <Trans>Your password has been saved. Continue to complete your profile.</Trans>
        </Alert>
        <Button asChild fullWidth size="large">
          <Link to="/$lang/customer/profile" params={{ lang }}>
            <Trans>Continue</Trans>
          </Link>
        </Button>
      </AuthCard>
    ) : (
      <AuthCard title={<Trans>Your password is changed</Trans>}>
        <Alert variant="success">
          <Trans>You can now log in with your new password.</Trans>
        </Alert>
        <Button asChild fullWidth size="large">
          <Link to="/$lang/login" params={{ lang }}>
            <Trans>Login</Trans>
          </Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={mode === 'create' ? <Trans>Create your password</Trans> : <Trans>Choose a new password</Trans>}>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate>
          {failure ? (
            <Alert variant="error">
              <p>{failure.text}</p>
              {failure.linkDead ? (
                <p>
                  <Link to="/$lang/recover" params={{ lang }}>
                    <Trans>Get a new link</Trans>
                  </Link>
                </p>
              ) : null}
            </Alert>
          ) : null}
          <PasswordInput<PasswordFormValues> name="NewPassword" label={t`New password`} autoComplete="new-password" required />
          <PasswordInput<PasswordFormValues> name="ConfirmNewPassword" label={t`Confirm new password`} autoComplete="new-password" required />
          <Button type="submit" fullWidth size="large" loading={form.formState.isSubmitting}>
            {mode === 'create' ? <Trans>Create my password</Trans> : <Trans>Change my password</Trans>}
          </Button>
        </form>
      </FormProvider>
    </AuthCard>
  );
}
