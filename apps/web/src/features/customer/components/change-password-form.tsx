import { Trans, useLingui } from '@lingui/react/macro';
import { UpdateUserPasswordBodySchema } from '@marketplace/contracts/identity/account.routes';
import { Alert, Button, useSnackbar } from '@marketplace/ui';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { formResolver } from '../../../lib/form-resolver';
import { FormTextField } from '../../../lib/forms';
import { isApiError } from '../../../lib/http';
import '../../../lib/account-problem-messages';
import { problemMessage } from '../../../lib/problem-messages';
import { addFormIssue, newPasswordProblem, ValidationCode } from '../../../lib/validation';
import { useUpdateUserPasswordMutation } from '../api/update-user-password';

/** The request's current and new passwords, plus the screen's confirmation equal to the new one. */
const ChangePasswordSchema = UpdateUserPasswordBodySchema.extend({ ConfirmNewPassword: z.string().min(1, ValidationCode.required) }).superRefine((v, ctx) => {
  addFormIssue(ctx, 'NewPassword', newPasswordProblem(v.NewPassword));
  addFormIssue(ctx, 'ConfirmNewPassword', v.NewPassword !== v.ConfirmNewPassword && ValidationCode.passwordsMatch);
});
type ChangePasswordValues = z.output<typeof ChangePasswordSchema>;

/** Change password (POST /api/user/update-user-password). */
export function ChangePasswordForm() {
  const { t, i18n } = useLingui();
  const snackbar = useSnackbar();
  const mutation = useUpdateUserPasswordMutation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ChangePasswordValues>({
    resolver: formResolver(ChangePasswordSchema),
    mode: 'onTouched',
    defaultValues: { CurrentPassword: '', NewPassword: '', ConfirmNewPassword: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await mutation.mutateAsync({ CurrentPassword: values.CurrentPassword, NewPassword: values.NewPassword });
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
        <FormTextField<ChangePasswordValues> name="CurrentPassword" type="password" label={t`Current password`} autoComplete="current-password" required />
        <FormTextField<ChangePasswordValues> name="NewPassword" type="password" label={t`New password`} autoComplete="new-password" required />
        <FormTextField<ChangePasswordValues> name="ConfirmNewPassword" type="password" label={t`Confirm new password`} autoComplete="new-password" required />
        <div className="form-actions">
          <Button type="submit" loading={form.formState.isSubmitting}>
            <Trans>Change my password</Trans>
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
