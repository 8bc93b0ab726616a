import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { isFormattedPhone, UserType } from '@marketplace/domain/shared';
import { Alert, Button, Card, useSnackbar } from '@marketplace/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@marketplace/domain/identity';
import { languagesQuery } from '../../../lib/config/languages-query';
import { useDocumentTitle } from '../../../lib/hooks';
import { FormPhoneField, FormTextField } from '../../../lib/forms';
import { isApiError } from '../../../lib/http';
import { mappedCodes } from '../../../lib/problem-messages';
import { adminProblemMessage } from '../problem-messages';
import { useLang, useLanguageId } from '../../../lib/use-lang';
import { isEmailFormatValid, isReservedEmail, requiredText, ValidationCode } from '../../../lib/validation';
import { useCreateAdminUser } from '../api/create-admin-user';
import { USER_TYPE_ORDER, userTypeLabel } from '../labels';
import { FormSelectField } from './form-select';

const CreateUserSchema = z.object({
  // Not `emailField()`: that would pull the email rules into the first page's form chunk.
  email: requiredText().check(
    z.refine(isEmailFormatValid, ValidationCode.emailInvalid),
    z.refine((v) => !isReservedEmail(v), ValidationCode.emailReserved),
  ),
  firstName: z.string().trim().max(100),
  lastName: z.string().trim().max(100),
  phone: z.string().refine((v) => v === '' || isFormattedPhone(v), ValidationCode.phoneInvalid),
  userTypeId: z.string().regex(/^\d+$/, ValidationCode.required),
  companyId: z.string().trim().regex(/^\d{1,10}$/, ValidationCode.wholeNumber).refine((v) => Number(v) <= 2_147_483_647, ValidationCode.wholeNumber),
  languageId: z.string().regex(/^\d+$/, ValidationCode.required),
  /** Empty: the user receives a link to create their password. */
  password: z
    .string()
    .refine((v) => v === '' || [...v].length >= PASSWORD_MIN_LENGTH, ValidationCode.passwordTooShort)
    .refine((v) => [...v].length <= PASSWORD_MAX_LENGTH, 'identity.password_too_long'),
});
type CreateUserValues = z.infer<typeof CreateUserSchema>;

/** Server field paths -> form fields, to show its answer on the right field. */
const FIELD_OF: Record<string, keyof CreateUserValues> = {
  'body.Email': 'email',
  'body.Password': 'password',
  'body.Phone': 'phone',
  'body.UserTypeId': 'userTypeId',
  'body.Company_ID': 'companyId',
  'body.Language_Id': 'languageId',
  'body.FirstName': 'firstName',
  'body.LastName': 'lastName',
};

/** Create a user of any type (POST /api/user/create-admin-user); only a super admin creates a super admin. */
export function CreateUserPage({ callerTypeId, onCreated }: { callerTypeId: number; onCreated: (userId: string) => Promise<void> | void }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const languageId = useLanguageId();
  const snackbar = useSnackbar();
  const { data: languages } = useQuery(languagesQuery);
  const mutation = useCreateAdminUser();
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle(t`Create a user`);
  const typeChoices = USER_TYPE_ORDER.filter((id) => id !== UserType.SuperAdmin || callerTypeId === UserType.SuperAdmin);

  const form = useForm<CreateUserValues>({
    resolver: zodResolver(CreateUserSchema),
    mode: 'onTouched',
    defaultValues: { email: '', firstName: '', lastName: '', phone: '', userTypeId: String(UserType.Admin), companyId: '0', languageId: String(languageId), password: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const userId = await mutation.mutateAsync({
        Email: values.email.trim(),
        Password: values.password || undefined,
        FirstName: values.firstName.trim(),
        LastName: values.lastName.trim(),
        Phone: values.phone.replace(/\D/g, ''),
        UserTypeId: Number(values.userTypeId),
        Company_ID: Number(values.companyId),
        Language_Id: Number(values.languageId),
      });
      snackbar.enqueue({
        message: values.password ? t`The user is created. They received an email to confirm their address.` : t`The user is created. They received an email to create their password.`,
        variant: 'success',
      });
      await onCreated(userId);
    } catch (e) {
      let placed = false;
      if (isApiError(e)) {
        const fields = e.fieldErrors();
        for (const [path, code] of Object.entries(fields)) {
          const field = FIELD_OF[path];
          // A field shows app-wide messages; the rest (e.g. a type this admin may not give) go to the form's alert.
          if (field && mappedCodes().has(code)) {
            form.setError(field, { type: 'server', message: code }, { shouldFocus: !placed });
            placed = true;
          }
        }
        if (!placed && e.code === 'identity.email_already_taken') {
          form.setError('email', { type: 'server', message: e.code }, { shouldFocus: true });
          placed = true;
        }
      }
      if (!placed) setError(i18n._(adminProblemMessage(e)));
    }
  });

  return (
    <div className="page page--narrow">
      <p className="back-link">
        <Link to="/$lang/admin/users" params={{ lang }} activeOptions={{ exact: true }}>
          <Trans>Back to users</Trans>
        </Link>
      </p>
      <h1 className="page__title">
        <Trans>Create a user</Trans>
      </h1>
      <Card>
        <FormProvider {...form}>
          <form onSubmit={onSubmit} noValidate className="form-grid">
            {error ? <Alert variant="error">{error}</Alert> : null}
            <FormTextField<CreateUserValues> name="email" label={t`Email`} type="email" autoComplete="off" inputMode="email" required />
            <FormTextField<CreateUserValues> name="firstName" label={t`First name`} autoComplete="off" />
            <FormTextField<CreateUserValues> name="lastName" label={t`Last name`} autoComplete="off" />
            <FormPhoneField<CreateUserValues> name="phone" label={t`Phone`} autoComplete="off" />
            <FormSelectField<CreateUserValues> name="userTypeId" label={t`User type`} required>
              {typeChoices.map((id) => (
                <option key={id} value={id}>
                  {i18n._(userTypeLabel(id))}
                </option>
              ))}
            </FormSelectField>
            <FormTextField<CreateUserValues> name="companyId" label={t`Company number`} inputMode="numeric" helperText={t`0 when the user belongs to no company`} />
            <FormSelectField<CreateUserValues> name="languageId" label={t`Language of the emails`} required>
              {(languages ?? []).map((language) => (
                <option key={language.id} value={language.id}>
                  {language.name}
                </option>
              ))}
            </FormSelectField>
            <FormTextField<CreateUserValues>
              name="password"
              label={t`Password (optional)`}
              type="password"
              autoComplete="new-password"
              helperText={t`Leave empty: the user receives a link to create their own password.`}
            />
            <div className="form-actions">
              <Button type="submit" loading={form.formState.isSubmitting}>
                <Trans>Create the user</Trans>
              </Button>
              <Button asChild variant="text">
                <Link to="/$lang/admin/users" params={{ lang }}>
                  <Trans>Cancel</Trans>
                </Link>
              </Button>
            </div>
          </form>
        </FormProvider>
      </Card>
    </div>
  );
}
