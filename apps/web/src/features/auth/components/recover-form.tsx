import { Trans, useLingui } from '@lingui/react/macro';
import { SendResetPasswordEmailQuerySchema } from '@marketplace/contracts/identity/account.routes';
import { Alert, Button } from '@marketplace/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { formResolver } from '../../../lib/form-resolver';
import { FormTextField } from '../../../lib/forms';
import { useLang } from '../../../lib/use-lang';
import { problemMessage } from '../../../lib/problem-messages';
import { useSendResetPasswordEmailMutation } from '../api/send-reset-password-email';
import { AuthCard } from './auth-card';

/** Spec §5: email required. The request's email (its language comes from the page), sent trimmed. */
const RecoverRequestSchema = SendResetPasswordEmailQuerySchema.pick({ email: true });
type RecoverFormValues = z.output<typeof RecoverRequestSchema>;
const RecoverFormSchema = z.preprocess((v) => ({ email: (v as RecoverFormValues).email.trim() }), RecoverRequestSchema);

/** Forgot password: asks for the email, then confirms that a message was sent (spec §2, §4). */
export function RecoverForm({ languageId }: { languageId: number }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const mutation = useSendResetPasswordEmailMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const form = useForm<RecoverFormValues, unknown, RecoverFormValues>({ resolver: formResolver(RecoverFormSchema), mode: 'onTouched', defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailed(null);
    try {
      await mutation.mutateAsync({ languageId, email });
      setSentTo(email);
    } catch (error) {
      // Spec §8: a recovery failure reads "Something went wrong"; throttling says when to try again.
      setFailed(i18n._(problemMessage(error)));
    }
  });

  const backToLogin = (
    <p>
      <Link to="/$lang/login" params={{ lang }}>
        <Trans>Back to login</Trans>
      </Link>
    </p>
  );

  if (sentTo) {
    return (
      <AuthCard title={<Trans>Check your email</Trans>} footer={backToLogin}>
        <Alert variant="success">
          <Trans>
            If an account exists for <strong>{sentTo}</strong>, we sent it an email with a link to reset your password. The link expires after a while: use it
            soon.
          </Trans>
        </Alert>
        <p>
          <Trans>Didn't receive it? Check your spam folder, or try again.</Trans>
        </p>
        <Button variant="outlined" onClick={() => setSentTo(null)}>
          <Trans>Try again</Trans>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={<Trans>Forgot your password?</Trans>}
      intro={<Trans>Enter your email and we will send you a link to choose a new password.</Trans>}
      footer={backToLogin}
    >
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate>
          {failed ? <Alert variant="error">{failed}</Alert> : null}
          <FormTextField<RecoverFormValues> name="email" label={t`Email`} type="email" autoComplete="email" inputMode="email" required />
          <Button type="submit" fullWidth size="large" loading={form.formState.isSubmitting}>
            <Trans>Send the link</Trans>
          </Button>
        </form>
      </FormProvider>
    </AuthCard>
  );
}
