import { Trans, useLingui } from '@lingui/react/macro';
import { sendSmsCodeTradeInRoute } from '@marketplace/contracts/trade-in/trade-in.routes';
import { Alert, Button, Card, LoadingArea, TextField } from '@marketplace/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/http';
import { useFormat } from '../../../lib/format';
import { problemMessage } from '../../../lib/problem-messages';
import { validationMessage } from '../../../lib/validation';
import '../problem-messages';
import { tradeInDetailsQuery, useFinalizeStandalone, useSendEmailPdf, useSendSmsCodeTradeIn, useTradeInDetails } from '../api/standalone';
import { PhotoSlots } from './photo-slots';
import './trade-in.css';

const PhoneSchema = sendSmsCodeTradeInRoute.body.shape.Phone;

/**
 * /{lang}/trade-in-form/{guid} (trade-in brand): a standalone trade-in's VIN and vehicle, its six mandatory photos, the
 * phone verified with a texted 6-digit code, then completed; the appraisal can be emailed as a PDF.
 */
export function StandaloneFormPage({ tradeInId }: { tradeInId: string }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const queryClient = useQueryClient();
  const details = useTradeInDetails(tradeInId);
  const sendCode = useSendSmsCodeTradeIn();
  const finalize = useFinalizeStandalone(tradeInId);
  const emailPdf = useSendEmailPdf();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ phone?: string; code?: string; form?: string }>({});
  const [notice, setNotice] = useState<string | null>(null);

  const fail = (e: unknown, field: 'phone' | 'code') => {
    const fieldCode = isApiError(e) ? (e.fieldErrors()['code'] ?? e.fieldErrors()['body.code'] ?? e.fieldErrors()['body.Phone']) : undefined;
    const message = i18n._(problemMessage(e));
    setErrors(fieldCode || (isApiError(e) && e.code?.startsWith('trade_in.code')) ? { [field]: message } : { form: message });
  };
  const onSendCode = async () => {
    setNotice(null);
    if (!PhoneSchema.safeParse(phone).success) return setErrors({ phone: i18n._(validationMessage('phone_invalid')!) });
    setErrors({});
    try {
      await sendCode.mutateAsync({ tradeInId, Phone: phone });
      setNotice(t`We texted you a 6-digit code.`);
    } catch (e) {
      fail(e, 'phone');
    }
  };
  const onFinalize = async () => {
    setNotice(null);
    if (!/^\d{6}$/.test(code)) return setErrors({ code: i18n._(validationMessage('sms_code_invalid')!) });
    setErrors({});
    try {
      await finalize.mutateAsync(code);
    } catch (e) {
      fail(e, 'code');
    }
  };
  const onEmailPdf = async () => {
    setErrors({});
    try {
      await emailPdf.mutateAsync(tradeInId);
      setNotice(t`We emailed you the appraisal (PDF).`);
    } catch (e) {
      setErrors({ form: i18n._(problemMessage(e)) });
    }
  };

  if (details.isError) {
    return <Card className="trade-in"><h1>{t`Trade-in form`}</h1><Alert variant="error">{i18n._(problemMessage(details.error))}</Alert></Card>;
  }
  if (details.isPending) return <LoadingArea />;
  const tradeIn = details.data;
  const v = tradeIn.vehicle;
  return (
    <Card className="trade-in">
      <h1><Trans>Trade-in form</Trans></h1>
      <p data-testid="standalone-vehicle">{v.year} {v.make} {v.model} {v.trim ?? ''}{v.vin ? <> · <Trans>VIN</Trans> {v.vin}</> : null}</p>
      {errors.form ? <Alert variant="error">{errors.form}</Alert> : null}
      {notice ? <Alert variant="success">{notice}</Alert> : null}
      {tradeIn.offer ? <p><Trans>Estimated value: {f.dollars(tradeIn.offer.priceLow)} – {f.dollars(tradeIn.offer.priceHigh)}</Trans></p> : null}
      {tradeIn.completed ? (
        <Alert variant="success" title={<Trans>Your trade-in is completed</Trans>}>
          <p><Trans>We have your photos and your verified phone. We will contact you about the inspection.</Trans></p>
        </Alert>
      ) : (
        <div className="trade-in__form">
          <PhotoSlots tradeIn={tradeIn} onError={(m) => setErrors(m ? { form: m } : {})}
            onUploaded={() => queryClient.invalidateQueries({ queryKey: tradeInDetailsQuery(tradeInId).queryKey })} />
          <div className="trade-in__vin">
            <TextField label={t`Mobile phone`} value={phone} inputMode="tel" autoComplete="tel" touched error={errors.phone ?? null}
              onChange={(e) => setPhone(e.target.value)} />
            <Button variant="secondary" loading={sendCode.isPending} onClick={() => void onSendCode()}><Trans>Text me a code</Trans></Button>
          </div>
          <div className="trade-in__vin">
            <TextField label={t`6-digit code`} value={code} inputMode="numeric" autoComplete="one-time-code" touched error={errors.code ?? null}
              onChange={(e) => setCode(e.target.value)} />
            <Button loading={finalize.isPending} onClick={() => void onFinalize()}><Trans>Complete my trade-in</Trans></Button>
          </div>
        </div>
      )}
      {tradeIn.offer ? (
        <div className="trade-in__actions">
          <Button variant="secondary" loading={emailPdf.isPending} onClick={() => void onEmailPdf()}><Trans>Email me the appraisal (PDF)</Trans></Button>
        </div>
      ) : null}
    </Card>
  );
}
