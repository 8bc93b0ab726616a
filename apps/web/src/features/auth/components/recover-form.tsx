import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button } from '@marketplace/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../lib/forms';
import { useLang } from '../../../lib/use-lang';
import { problemMessage } from '../../../lib/problem-messages';
import { requiredText } from '../../../lib/validation';
import { useSendResetPasswordEmailMutation } from '../api/send-reset-password-email';
import { AuthCard } from './auth-card';

/** Spec §5: email required. */
const RecoverFormSchema = z.object({ email: requiredText() });
type RecoverFormValues = z.infer<typeof RecoverFormSchema>;

/** Forgot password: asks for the email, then confirms that a message was sent (spec §2, §4). */
export function RecoverForm({ languageId }: { languageId: number }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const mutation = useSendResetPasswordEmailMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const form = useForm<RecoverFormValues>({ resolver: zodResolver(RecoverFormSchema), mode: 'onTouched', defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailed(null);
    try {
      await mutation.mutateAsync({ languageId, email: email.trim() });
      setSentTo(email.trim());
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
