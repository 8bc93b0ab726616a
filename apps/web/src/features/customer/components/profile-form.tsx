import { Trans, useLingui } from '@lingui/react/macro';
import { UpdateUserSelfBodySchema } from '@marketplace/contracts/identity/account.routes';
import { Alert, Button, TextField, UnsavedChangesDialog, useSnackbar } from '@marketplace/ui';
import { useQuery } from '@tanstack/react-query';
import { useBlocker } from '@tanstack/react-router';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { formResolver } from '../../../lib/form-resolver';
import { languagesQuery } from '../../../lib/config/languages-query';
import { FormPhoneField, FormSelectField, FormTextField } from '../../../lib/forms';
import { formatPhone, isValidPostalCode, normalizePostalCode } from '@marketplace/domain/shared';
import '../../../lib/account-problem-messages';
import { problemMessage } from '../../../lib/problem-messages';
import type { SessionUser } from '../../../lib/session/session';
import { addFormIssue, ValidationCode } from '../../../lib/validation';
import { useUpdateUserSelfMutation } from '../api/update-user-self';

type ProfileValues = Record<'FirstName' | 'LastName' | 'Phone' | 'PostalCode' | 'Language_Id', string>;

/** The request from the fields: names trimmed, the phone's digits, a valid postal code in its canonical form, the language's id. */
const toRequest = (v: ProfileValues) => ({
  FirstName: v.FirstName.trim(),
  LastName: v.LastName.trim(),
  Phone: v.Phone.replace(/\D/g, ''),
  PostalCode: normalizePostalCode(v.PostalCode) ?? v.PostalCode.trim(),
  Language_Id: Number(v.Language_Id),
});

/** The contract's profile fields this screen edits; names required, the phone and postal code well-formed when given. */
const ProfileSchema = z.preprocess(
  (v) => toRequest(v as ProfileValues),
  UpdateUserSelfBodySchema.pick({ FirstName: true, LastName: true, Phone: true, PostalCode: true, Language_Id: true }).superRefine((v, ctx) => {
    addFormIssue(ctx, 'FirstName', !v.FirstName && ValidationCode.required);
    addFormIssue(ctx, 'LastName', !v.LastName && ValidationCode.required);
    addFormIssue(ctx, 'Phone', v.Phone && !/^\d{10}$/.test(v.Phone) && ValidationCode.phoneInvalid);
    addFormIssue(ctx, 'PostalCode', v.PostalCode && !isValidPostalCode(v.PostalCode) && ValidationCode.postalCodeInvalid);
  }),
);

/**
 * Personal information and the person's language (ADR 0060: every email, text message and document sent to them is in
 * it), saved with POST /api/user/update-user-self. Leaving with unsaved changes asks first.
 */
export function ProfileForm({ user, onSaved }: { user: SessionUser; onSaved: () => Promise<unknown> | void }) {
  const { t, i18n } = useLingui();
  const snackbar = useSnackbar();
  const mutation = useUpdateUserSelfMutation();
  const { data: languages } = useQuery(languagesQuery);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ProfileValues, unknown, z.output<typeof ProfileSchema>>({
    resolver: formResolver(ProfileSchema),
    mode: 'onTouched',
    defaultValues: {
      FirstName: user.FirstName ?? '',
      LastName: user.LastName ?? '',
      Phone: formatPhone(user.Cell ?? user.Phone ?? ''),
      PostalCode: user.PostalCode ?? '',
      Language_Id: String(user.Language_Id),
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
      await mutation.mutateAsync(values);
      form.reset(form.getValues());
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
        <FormTextField<ProfileValues> name="FirstName" label={t`First name`} autoComplete="given-name" required />
        <FormTextField<ProfileValues> name="LastName" label={t`Last name`} autoComplete="family-name" required />
        <TextField label={t`Email`} value={user.Email ?? user.UserName ?? ''} readOnly disabled helperText={null} />
        <FormPhoneField<ProfileValues> name="Phone" label={t`Phone`} />
        <FormTextField<ProfileValues> name="PostalCode" label={t`Postal code`} autoComplete="postal-code" placeholder="H2X 1Y4" />
        <FormSelectField<ProfileValues>
          name="Language_Id"
          label={t`Language of my emails and documents`}
          helperText={t`The emails, text messages and documents we send you, and their links, are in this language.`}
          required
        >
          {(languages ?? []).map((language) => (
            <option key={language.id} value={String(language.id)}>
              {language.name}
            </option>
          ))}
        </FormSelectField>
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
