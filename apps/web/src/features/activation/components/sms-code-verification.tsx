import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button } from '@marketplace/ui';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormPhoneField, FormTextField } from '../../../lib/forms';
import { isApiError } from '../../../lib/http';
import { formatPhone, isFormattedPhone } from '@marketplace/domain/shared';
import '../../../lib/account-problem-messages';
import { problemMessage } from '../../../lib/problem-messages';
import { ValidationCode } from '../../../lib/validation';
import { useSendSmsCodeMutation } from '../api/send-sms-code';
import { useVerifySmsCodeMutation } from '../api/verify-sms-code';
import { useLanguageId } from '../../../lib/use-lang';

const PhoneSchema = z.object({
  phone: z.string().min(1, ValidationCode.required).refine(isFormattedPhone, ValidationCode.phoneInvalid),
});
const CodeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, ValidationCode.required)
    .regex(/^\d{6}$/, ValidationCode.smsCodeInvalid),
});
type PhoneValues = z.infer<typeof PhoneSchema>;
type CodeValues = z.infer<typeof CodeSchema>;

const digits = (phone: string) => phone.replace(/\D/g, '');

/**
 * Activation or phone verification by a 6-digit code sent by SMS (spec §2, §4): the phone number, then the code.
 * An expired code may be sent again.
 */
export function SmsCodeVerification({ initialPhone, onVerified }: { initialPhone?: string | null; onVerified: () => Promise<unknown> | void }) {
  const { t, i18n } = useLingui();
  const [phone, setPhone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const send = useSendSmsCodeMutation();
  const verify = useVerifySmsCodeMutation();
  const languageId = useLanguageId();

  const phoneForm = useForm<PhoneValues>({ resolver: zodResolver(PhoneSchema), mode: 'onTouched', defaultValues: { phone: formatPhone(initialPhone ?? '') } });
  const codeForm = useForm<CodeValues>({ resolver: zodResolver(CodeSchema), mode: 'onTouched', defaultValues: { code: '' } });

  const sendCode = async (to: string) => {
    setError(null);
    try {
      await send.mutateAsync({ phone: digits(to), languageId });
      setPhone(to);
      return true;
    } catch (e) {
      setError(i18n._(problemMessage(e)));
      return false;
    }
  };

  const onPhone = phoneForm.handleSubmit(async ({ phone: value }) => {
    await sendCode(value);
  });

  const onCode = codeForm.handleSubmit(async ({ code }) => {
    if (!phone) return;
    setError(null);
    setResent(false);
    try {
      await verify.mutateAsync({ Phone: digits(phone), Code: code.trim() });
      await onVerified();
    } catch (e) {
      if (isApiError(e, 'identity.code_expired')) setError(t`Your code expired. You can request a new one.`);
      else if (isApiError(e, 'identity.code_invalid')) setError(t`This code is not valid. Check it and try again.`);
      else if (isApiError(e, 'identity.code_attempts_exceeded')) setError(t`Too many wrong codes. Request a new one.`);
      else setError(i18n._(problemMessage(e)));
    }
  });

  if (!phone) {
    return (
      <FormProvider {...phoneForm}>
        <form onSubmit={onPhone} noValidate className="sms-verification">
          {error ? <Alert variant="error">{error}</Alert> : null}
          <FormPhoneField<PhoneValues> name="phone" label={t`Mobile phone number`} helperText={t`Format: 514 555-0123`} required />
          <Button type="submit" loading={phoneForm.formState.isSubmitting}>
            <Trans>Send me a code</Trans>
          </Button>
        </form>
      </FormProvider>
    );
  }

  return (
    <FormProvider {...codeForm}>
      <form onSubmit={onCode} noValidate className="sms-verification">
        <p>
          <Trans>
            We sent a 6-digit code to <strong>{phone}</strong>.
          </Trans>
        </p>
        {error ? <Alert variant="error">{error}</Alert> : null}
        {resent ? (
          <Alert variant="success">
            <Trans>A new code is on its way.</Trans>
          </Alert>
        ) : null}
        <FormTextField<CodeValues> name="code" label={t`Verification code`} inputMode="numeric" autoComplete="one-time-code" maxLength={6} required />
        <div className="form-actions">
          <Button type="submit" loading={codeForm.formState.isSubmitting}>
            <Trans>Verify</Trans>
          </Button>
          <Button
            variant="text"
            loading={send.isPending}
            onClick={async () => {
              setResent(false);
              if (await sendCode(phone)) setResent(true);
            }}
          >
            <Trans>Send a new code</Trans>
          </Button>
          <Button
            variant="text"
            onClick={() => {
              setPhone(null);
              setError(null);
              codeForm.reset();
            }}
          >
            <Trans>Change the number</Trans>
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
