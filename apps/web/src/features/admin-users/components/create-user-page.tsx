import { Trans, useLingui } from '@lingui/react/macro';
import { isFormattedPhone, UserType } from '@marketplace/domain/shared';
import { Alert, Button, Card, useSnackbar } from '@marketplace/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { CreateAdminUserBodySchema } from '@marketplace/contracts/identity/admin.routes';
import { z } from 'zod';
import { companyNumberOf, NO_COMPANY } from '../../../lib/company-number';
import { formResolver } from '../../../lib/form-resolver';
import { numberText, screenRule } from '../../../lib/form-fields';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@marketplace/domain/identity';
import { languagesQuery } from '../../../lib/config/languages-query';
import { useDocumentTitle } from '../../../lib/hooks';
import { FormPhoneField, FormTextField } from '../../../lib/forms';
import { isApiError } from '../../../lib/http';
import { mappedCodes } from '../../../lib/problem-messages';
import { adminProblemMessage } from '../problem-messages';
import { useLang, useLanguageId } from '../../../lib/use-lang';
import { newEmailProblem, ValidationCode } from '../../../lib/validation';
import { useCreateAdminUser } from '../api/create-admin-user';
import { USER_TYPE_ORDER, userTypeLabel } from '../labels';
import { FormSelectField } from './form-select';

interface CreateUserValues {
  Email: string;
  FirstName: string;
  LastName: string;
  Phone: string;
  UserTypeId: string;
  Company_ID: string;
  Language_Id: string;
  /** Empty: the user receives a link to create their password. */
  Password: string;
}
const body = CreateAdminUserBodySchema.shape;
const passwordProblem = (password: string | undefined) => {
  if (password === undefined) return null;
  const length = [...password].length;
  return length < PASSWORD_MIN_LENGTH ? ValidationCode.passwordTooShort : length > PASSWORD_MAX_LENGTH && 'identity.password_too_long';
};

/** The contract's body, read from the screen's text fields, plus the email and password rules checked before sending. */
const CreateUserSchema = z.preprocess(
  (v) => {
    const f = v as CreateUserValues;
    return { ...f, Email: f.Email.trim(), FirstName: f.FirstName.trim(), LastName: f.LastName.trim(), Password: f.Password || undefined };
  },
  CreateAdminUserBodySchema.extend({
    Email: body.Email.superRefine(screenRule(newEmailProblem)),
    Password: body.Password.superRefine(screenRule(passwordProblem)),
    Phone: z
      .string()
      .superRefine(screenRule((phone: string) => phone !== '' && !isFormattedPhone(phone) && ValidationCode.phoneInvalid))
      .transform((phone) => phone.replace(/\D/g, ''))
      .pipe(body.Phone.unwrap()),
    UserTypeId: numberText(body.UserTypeId, ValidationCode.required),
    Company_ID: numberText(body.Company_ID, undefined, companyNumberOf),
    Language_Id: numberText(body.Language_Id, ValidationCode.required),
  }),
);

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

  const form = useForm<CreateUserValues, unknown, z.output<typeof CreateUserSchema>>({
    resolver: formResolver(CreateUserSchema),
    mode: 'onTouched',
    defaultValues: { Email: '', FirstName: '', LastName: '', Phone: '', UserTypeId: String(UserType.Admin), Company_ID: '', Language_Id: String(languageId), Password: '' },
  });

  const onSubmit = form.handleSubmit(async (request) => {
    setError(null);
    try {
      const userId = await mutation.mutateAsync(request);
      snackbar.enqueue({
        message: request.Password ? t`The user is created. They received an email to confirm their address.` : t`The user is created. They received an email to create their password.`,
        variant: 'success',
      });
      await onCreated(userId);
    } catch (e) {
      let placed = false;
      if (isApiError(e)) {
        const fields = e.fieldErrors();
        for (const [path, code] of Object.entries(fields)) {
          const field = path.replace(/^body\./, '') as keyof CreateUserValues;
          // A field shows app-wide messages; the rest (e.g. a type this admin may not give) go to the form's alert.
          if (field in body && mappedCodes().has(code)) {
            form.setError(field, { type: 'server', message: code }, { shouldFocus: !placed });
            placed = true;
          }
        }
        if (!placed && e.code === 'identity.email_already_taken') {
          form.setError('Email', { type: 'server', message: e.code }, { shouldFocus: true });
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
            <FormTextField<CreateUserValues> name="Email" label={t`Email`} type="email" autoComplete="off" inputMode="email" required />
            <FormTextField<CreateUserValues> name="FirstName" label={t`First name`} autoComplete="off" />
            <FormTextField<CreateUserValues> name="LastName" label={t`Last name`} autoComplete="off" />
            <FormPhoneField<CreateUserValues> name="Phone" label={t`Phone`} autoComplete="off" />
            <FormSelectField<CreateUserValues> name="UserTypeId" label={t`User type`} required>
              {typeChoices.map((id) => (
                <option key={id} value={id}>
                  {i18n._(userTypeLabel(id))}
                </option>
              ))}
            </FormSelectField>
            <FormTextField<CreateUserValues> name="Company_ID" label={t`Company number`} inputMode="numeric" placeholder={NO_COMPANY} helperText={t`Leave empty when the user belongs to no company`} />
            <FormSelectField<CreateUserValues> name="Language_Id" label={t`Language of the emails`} required>
              {(languages ?? []).map((language) => (
                <option key={language.id} value={language.id}>
                  {language.name}
                </option>
              ))}
            </FormSelectField>
            <FormTextField<CreateUserValues>
              name="Password"
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
