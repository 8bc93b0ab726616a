import { Trans, useLingui } from '@lingui/react/macro';
import { RegisterBodySchema } from '@marketplace/contracts/identity/session.routes';
import { Alert, Button } from '@marketplace/ui';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { formResolver } from '../../../lib/form-resolver';
import { FormCheckbox, FormTextField } from '../../../lib/forms';
import { isApiError } from '../../../lib/http';
import type { SessionUser } from '../../../lib/session/api/current-user';
import { isRateLimited, problemMessage } from '../../../lib/problem-messages';
import { useLang } from '../../../lib/use-lang';
import { addFormIssue, newEmailProblem, newPasswordProblem, ValidationCode } from '../../../lib/validation';
import { registerOutcome, registrationPayload, useRegisterMutation } from '../api/register';
import { AuthCard } from './auth-card';
import { PasswordInput } from './password-input';

interface SignupFormValues {
  Email: string;
  Password: string;
  ConfirmPassword: string;
  agreements: boolean;
}

/**
 * Spec §5 sign-up: the request's email and password (the email required, because confirmation is by email), plus what
 * the screen adds: the same password again and the terms accepted.
 */
export const SignupFormSchema = z.preprocess(
  (v) => ({ ...(v as SignupFormValues), Email: (v as SignupFormValues).Email.trim() }),
  RegisterBodySchema.pick({ Email: true, Password: true })
    .extend({ ConfirmPassword: z.string().min(1, ValidationCode.required), agreements: z.boolean().refine((v) => v, ValidationCode.termsRequired) })
    .superRefine((v, ctx) => {
      addFormIssue(ctx, 'Email', newEmailProblem(v.Email));
      addFormIssue(ctx, 'Password', newPasswordProblem(v.Password));
      addFormIssue(ctx, 'ConfirmPassword', v.Password !== v.ConfirmPassword && ValidationCode.passwordsSame);
    }),
);

export interface SignupFormProps {
  languageId: number;
  /** Where the user lands once the account is activated from the email link (a path of this site). */
  redirectUrl: string;
  onRegistered: (user: SessionUser) => Promise<void> | void;
  /** The button that opens the terms dialog (composed by the route). */
  termsDialog?: ReactNode;
  /**
   * Confirm by a 6-digit SMS code to this phone instead of an email link, with the person's name (the credit wizard
   * creates the account from its personal-information page).
   */
  confirmByPhone?: { phone: string; firstName: string; lastName: string };
  /** "Continue with Google / Facebook" above the form (composed by the signup route, issue #19). */
  social?: ReactNode;
}

export function SignupForm({ languageId, redirectUrl, onRegistered, termsDialog, confirmByPhone, social }: SignupFormProps) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const mutation = useRegisterMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SignupFormValues, unknown, z.output<typeof SignupFormSchema>>({
    resolver: formResolver(SignupFormSchema),
    mode: 'onTouched',
    defaultValues: { Email: '', Password: '', ConfirmPassword: '', agreements: false },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const response = await mutation.mutateAsync({
        body: {
          ...registrationPayload({ email: values.Email, password: values.Password, languageId }),
          ...(confirmByPhone ? {
            ConfirmByPhone: true, ConfirmByEmail: false, Phone: confirmByPhone.phone, FirstName: confirmByPhone.firstName, LastName: confirmByPhone.lastName,
          } : {}),
        },
        languageId,
        redirectUrl,
      });
      const outcome = registerOutcome(response);
      if (outcome === 'registered' && 'User_Guid' in response) {
        await onRegistered(response);
        return;
      }
      const code =
        outcome === 'email_taken'
          ? ValidationCode.emailTaken
          : outcome === 'email_already_taken'
            ? ValidationCode.emailAlreadyTaken
            : ValidationCode.registerFailed;
      form.setError('Email', { type: 'server', message: code }, { shouldFocus: true });
    } catch (error) {
      const fail = (field: 'Email' | 'Password', code: string) => form.setError(field, { type: 'server', message: code }, { shouldFocus: true });
      const code = isApiError(error) ? error.code : null;
      if (code === 'identity.email_already_taken') fail('Email', ValidationCode.emailAlreadyTaken);
      else if (code === 'identity.email_reserved') fail('Email', ValidationCode.emailReserved);
      else if (code === 'identity.email_invalid') fail('Email', ValidationCode.emailInvalid);
      else if (code === 'identity.password_too_short') fail('Password', ValidationCode.passwordTooShort);
      else if (code === 'identity.password_too_long') fail('Password', code);
      else if (code === 'network.unreachable' || isRateLimited(error)) setFormError(i18n._(problemMessage(error)));
      // Spec §8: any other failure reads "An error occured, try again." on the email field.
      else fail('Email', ValidationCode.registerFailed);
    }
  });

  return (
    <AuthCard
      title={<Trans>Create an account</Trans>}
      footer={
        <p>
          <Trans>
            Already have an account?{' '}
            <Link to="/$lang/login" params={{ lang }}>
              Login
            </Link>
          </Trans>
        </p>
      }
    >
      {social}
      <FormProvider {...form}>
        {/* POST: sent before the page is hydrated (its HTML comes from the server, ADR 0065), nothing typed goes into an address. */}
        <form method="post" onSubmit={onSubmit} noValidate>
          {formError ? <Alert variant="error">{formError}</Alert> : null}
          <FormTextField<SignupFormValues> name="Email" label={t`Email`} type="email" autoComplete="email" inputMode="email" required />
          <PasswordInput<SignupFormValues> name="Password" label={t`Password`} autoComplete="new-password" required />
          <PasswordInput<SignupFormValues> name="ConfirmPassword" label={t`Confirm password`} autoComplete="new-password" required />
          <FormCheckbox<SignupFormValues> name="agreements" label={t`I agree to the Terms & conditions`} extra={termsDialog} />
          <Button type="submit" fullWidth size="large" loading={form.formState.isSubmitting}>
            <Trans>Create my account</Trans>
          </Button>
        </form>
      </FormProvider>
    </AuthCard>
  );
}
