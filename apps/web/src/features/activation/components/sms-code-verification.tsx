import { Trans, useLingui } from '@lingui/react/macro';
import { SendSmsCodeBodySchema, VerifySmsCodeBodySchema } from '@marketplace/contracts/identity/account.routes';
import { Alert, Button } from '@marketplace/ui';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { formResolver } from '../../../lib/form-resolver';
import { FormPhoneField, FormTextField } from '../../../lib/forms';
import { isApiError } from '../../../lib/http';
import { formatPhone } from '@marketplace/domain/shared';
import '../../../lib/account-problem-messages';
import { problemMessage } from '../../../lib/problem-messages';
import { addFormIssue, ValidationCode } from '../../../lib/validation';
import { useSendSmsCodeMutation } from '../api/send-sms-code';
import { useVerifySmsCodeMutation } from '../api/verify-sms-code';
import { useLanguageId } from '../../../lib/use-lang';

interface PhoneValues {
  Phone: string;
}
interface CodeValues {
  Code: string;
}
const digits = (phone: string) => phone.replace(/\D/g, '');

/** The request's phone, its digits, which the screen asks for (the contract would fall back to the profile's). */
const PhoneSchema = z.preprocess(
  (v) => ({ Phone: digits((v as PhoneValues).Phone) }),
  SendSmsCodeBodySchema.required().superRefine((v, ctx) => addFormIssue(ctx, 'Phone', !v.Phone ? ValidationCode.required : !/^\d{10}$/.test(v.Phone) && ValidationCode.phoneInvalid)),
);
/** The request's code (the phone comes from the first form), with the screen's wording for a missing or malformed one. */
const CodeSchema = z.preprocess(
  (v) => ({ Code: (v as CodeValues).Code.trim() }),
  VerifySmsCodeBodySchema.pick({ Code: true }).superRefine((v, ctx) => addFormIssue(ctx, 'Code', !v.Code ? ValidationCode.required : !/^\d{6}$/.test(v.Code) && ValidationCode.smsCodeInvalid)),
);

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

  const phoneForm = useForm<PhoneValues, unknown, z.output<typeof PhoneSchema>>({ resolver: formResolver(PhoneSchema), mode: 'onTouched', defaultValues: { Phone: formatPhone(initialPhone ?? '') } });
  const codeForm = useForm<CodeValues, unknown, z.output<typeof CodeSchema>>({ resolver: formResolver(CodeSchema), mode: 'onTouched', defaultValues: { Code: '' } });

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

  const onPhone = phoneForm.handleSubmit(async () => {
    await sendCode(phoneForm.getValues('Phone'));
  });

  const onCode = codeForm.handleSubmit(async ({ Code }) => {
    if (!phone) return;
    setError(null);
    setResent(false);
    try {
      await verify.mutateAsync({ Phone: digits(phone), Code });
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
          <FormPhoneField<PhoneValues> name="Phone" label={t`Mobile phone number`} helperText={t`Format: 514 555-0123`} required />
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
        <FormTextField<CodeValues> name="Code" label={t`Verification code`} inputMode="numeric" autoComplete="one-time-code" maxLength={6} required />
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
