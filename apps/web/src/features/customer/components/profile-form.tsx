import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, TextField, UnsavedChangesDialog, useSnackbar } from '@marketplace/ui';
import { useBlocker } from '@tanstack/react-router';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormPhoneField, FormTextField } from '../../../lib/forms';
import { formatPhone, isFormattedPhone, isValidPostalCode, normalizePostalCode } from '@marketplace/domain/shared';
import '../../../lib/account-problem-messages';
import { problemMessage } from '../../../lib/problem-messages';
import type { SessionUser } from '../../../lib/session/session';
import { ValidationCode } from '../../../lib/validation';
import { useUpdateUserSelfMutation } from '../api/update-user-self';

const ProfileSchema = z.object({
  firstName: z.string().trim().min(1, ValidationCode.required).max(100),
  lastName: z.string().trim().min(1, ValidationCode.required).max(100),
  phone: z.string().refine((v) => v === '' || isFormattedPhone(v), ValidationCode.phoneInvalid),
  postalCode: z
    .string()
    .trim()
    .refine((v) => v === '' || isValidPostalCode(v), ValidationCode.postalCodeInvalid),
});
type ProfileValues = z.infer<typeof ProfileSchema>;

/** Personal information, saved with POST /api/user/update-user-self. Leaving with unsaved changes asks first. */
export function ProfileForm({ user, onSaved }: { user: SessionUser; onSaved: () => Promise<unknown> | void }) {
  const { t, i18n } = useLingui();
  const snackbar = useSnackbar();
  const mutation = useUpdateUserSelfMutation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ProfileValues>({
    resolver: zodResolver(ProfileSchema),
    mode: 'onTouched',
    defaultValues: {
      firstName: user.FirstName ?? '',
      lastName: user.LastName ?? '',
      phone: formatPhone(user.Cell ?? user.Phone ?? ''),
      postalCode: user.PostalCode ?? '',
    },
  });
  const blocker = useBlocker({
    shouldBlockFn: () => form.formState.isDirty && !form.formState.isSubmitting,
    withResolver: true,
    enableBeforeUnload: () => form.formState.isDirty,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await mutation.mutateAsync({
        FirstName: values.firstName.trim(),
        LastName: values.lastName.trim(),
        Phone: values.phone.replace(/\D/g, ''),
        PostalCode: normalizePostalCode(values.postalCode) ?? '',
      });
      form.reset(values);
      snackbar.enqueue({ message: t`Your profile is saved.`, variant: 'success' });
      await onSaved();
    } catch (e) {
      setError(i18n._(problemMessage(e)));
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="form-grid">
        {error ? <Alert variant="error">{error}</Alert> : null}
        <FormTextField<ProfileValues> name="firstName" label={t`First name`} autoComplete="given-name" required />
        <FormTextField<ProfileValues> name="lastName" label={t`Last name`} autoComplete="family-name" required />
        <TextField label={t`Email`} value={user.Email ?? user.UserName ?? ''} readOnly disabled helperText={null} />
        <FormPhoneField<ProfileValues> name="phone" label={t`Phone`} />
        <FormTextField<ProfileValues> name="postalCode" label={t`Postal code`} autoComplete="postal-code" placeholder="H2X 1Y4" />
        <div className="form-actions">
          <Button type="submit" loading={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
            <Trans>Save</Trans>
          </Button>
        </div>
      </form>
      <UnsavedChangesDialog open={blocker.status === 'blocked'} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />
    </FormProvider>
  );
}
