import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, useSnackbar } from '@marketplace/ui';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../lib/forms';
import { isApiError } from '../../../lib/http';
import '../../../lib/account-problem-messages';
import { problemMessage } from '../../../lib/problem-messages';
import { newPasswordField, passwordField, ValidationCode } from '../../../lib/validation';
import { useUpdateUserPasswordMutation } from '../api/update-user-password';

const ChangePasswordSchema = z
  .object({
    currentPassword: passwordField(),
    newPassword: newPasswordField(),
    confirmNewPassword: z.string().min(1, ValidationCode.required),
  })
  .refine((v) => v.newPassword === v.confirmNewPassword, { path: ['confirmNewPassword'], message: ValidationCode.passwordsMatch });
type ChangePasswordValues = z.infer<typeof ChangePasswordSchema>;

/** Change password (POST /api/user/update-user-password). */
export function ChangePasswordForm() {
  const { t, i18n } = useLingui();
  const snackbar = useSnackbar();
  const mutation = useUpdateUserPasswordMutation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(ChangePasswordSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', confirmNewPassword: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await mutation.mutateAsync({ CurrentPassword: values.currentPassword, NewPassword: values.newPassword });
      form.reset();
      snackbar.enqueue({ message: t`Your password is changed.`, variant: 'success' });
    } catch (e) {
      setError(isApiError(e, 'identity.password_incorrect') ? t`Your current password is incorrect.` : i18n._(problemMessage(e)));
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="form-grid">
        {error ? <Alert variant="error">{error}</Alert> : null}
        <FormTextField<ChangePasswordValues> name="currentPassword" type="password" label={t`Current password`} autoComplete="current-password" required />
        <FormTextField<ChangePasswordValues> name="newPassword" type="password" label={t`New password`} autoComplete="new-password" required />
        <FormTextField<ChangePasswordValues> name="confirmNewPassword" type="password" label={t`Confirm new password`} autoComplete="new-password" required />
        <div className="form-actions">
          <Button type="submit" loading={form.formState.isSubmitting}>
            <Trans>Change my password</Trans>
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
