import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, LoadingArea, TextField } from '@marketplace/ui';
import { useQueryClient } from '@tanstack/react-query';
import { testCardPaymentRoute } from '@marketplace/contracts/purchase/finances.routes';
import { isValidCardNumber } from '@marketplace/domain/shared';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, useFormState } from 'react-hook-form';
import { z } from 'zod';
import { formResolver } from '../../../../lib/form-resolver';
import { problemMessage } from '../../../../lib/problem-messages';
import { elementsKey, useStripeKey, usePaymentElement } from '../../../../lib/stripe';
import { validationMessage } from '../../../../lib/validation';
import { applyServerErrors } from '../../server-errors';
import { useCreatePaymentIntent } from '../../api/create-payment-intent';
import { usePaymentDetails } from '../../api/get-payment-details';
import { purchaseKeys } from '../../api/keys';
import { useTestCardPayment } from '../../api/test-card-payment';
import { money } from '../../format';
import type { StepProps } from './types';

type Intent = { paymentIntentId: string; clientSecret: string; amount: number; publishableKey: string | null; mode: 'stripe' | 'test' };

/** Formats a card number by groups of 4 while typing. */
const groups = (s: string) => s.replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * MM/YY while typing (issue #42 item 7): the "/" comes after the month by itself; a single month digit above 1 is the
 * month ("4" -> "04/"); while deleting, the "/" is not put back, so a backspace removes it.
 */
export function formatExpiry(text: string, deleting = false): string {
  let digits = text.replace(/\D/g, '').slice(0, 4);
  if (/^[2-9]$/.test(digits) && !deleting) digits = `0${digits}`;
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return digits.length === 2 && !deleting ? `${digits}/` : digits;
}

type CardValues = { cardNumber: string; expiry: string; cvc: string };
const card = testCardPaymentRoute.body.shape;
const filled = (field: z.ZodType<string, string>) => z.string().refine((s) => s.trim() !== '', { params: { code: 'purchase.required' } }).pipe(field);

/** Whether MM/YY is before the current month (a card is valid to the end of its month). */
function isPastExpiry(expiry: string): boolean {
  const match = /^(\d{2})\s?\/\s?(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const now = new Date();
  return 2000 + Number(match[2]) < now.getFullYear() || (2000 + Number(match[2]) === now.getFullYear() && Number(match[1]) < now.getMonth() + 1);
}

/** The contract's card fields, plus what a card form checks before sending: Required, the Luhn digit, not expired. */
export const CardFormSchema = z.object({
  cardNumber: filled(card.cardNumber).refine(isValidCardNumber, { params: { code: 'payments.invalid_card_number' } }),
  expiry: filled(card.expiry).refine((s) => !isPastExpiry(s), { params: { code: 'payments.card_expired' } }),
  cvc: filled(card.cvc),
});

/** Stripe took the payment: it succeeded, or the bank is confirming it (its webhook says when). */
export const isTaken = (status: string) => status === 'succeeded' || status === 'processing' || status === 'requires_capture';

/** Test mode (no Stripe key configured): a clearly labelled form that pays with Stripe's test card numbers. */
function TestCardForm({ transactionId, intent, onPaid }: { transactionId: string; intent: Intent; onPaid: () => void }) {
  const { t, i18n } = useLingui();
  const pay = useTestCardPayment();
  const form = useForm<CardValues, unknown, z.output<typeof CardFormSchema>>({
    resolver: formResolver(CardFormSchema), mode: 'onTouched', defaultValues: { cardNumber: '', expiry: '', cvc: '' },
  });
  const [error, setError] = useState<string | null>(null);
  const submit = form.handleSubmit(async (fields) => {
    setError(null);
    try {
      const answer = await pay.mutateAsync({ transactionId, paymentIntentId: intent.paymentIntentId, ...fields });
      // Paid, or being confirmed by the bank: also the answer to a card sent again once the payment was taken (ADR 0088).
      if (isTaken(answer.status)) onPaid();
      else setError(t`Your card was declined.`);
    } catch (e) {
      if (!applyServerErrors(e, form.setError, ['body.'])) setError(i18n._(problemMessage(e)));
    }
  });
  const { onChange: onCardChange, ...cardNumber } = form.register('cardNumber');
  const { onChange: onCvcChange, ...cvc } = form.register('cvc');
  const { onChange: onExpiryChange, ...expiry } = form.register('expiry');
  return (
    <FormProvider {...form}>
      <form className="test-card" onSubmit={submit} noValidate aria-label={t`Test card payment`}>
        <span className="test-card__badge"><Trans>Test mode</Trans></span>
        <p className="purchase__hint">
          <Trans>No real card is charged. Use the test card 4242 4242 4242 4242 with any future date and any CVC; 4000 0000 0000 0002 is declined.</Trans>
        </p>
        {error ? <Alert variant="error">{error}</Alert> : null}
        <CardField label={t`Card number`} inputMode="numeric" autoComplete="cc-number" required {...cardNumber}
          onChange={(e) => { e.target.value = groups(e.target.value); return onCardChange(e); }} />
        <div className="purchase__columns">
          <CardField label={t`Expiry (MM/YY)`} placeholder="12/34" inputMode="numeric" autoComplete="cc-exp" maxLength={5} required {...expiry}
            onChange={(e) => {
              e.target.value = formatExpiry(e.target.value, (e.nativeEvent as InputEvent).inputType?.startsWith('delete'));
              return onExpiryChange(e);
            }} />
          <CardField label={t`CVC`} inputMode="numeric" autoComplete="cc-csc" required {...cvc}
            onChange={(e) => { e.target.value = e.target.value.replace(/\D/g, '').slice(0, 4); return onCvcChange(e); }} />
        </div>
        <Button type="submit" variant="primary" loading={pay.isPending}>
          <Trans>Pay {money(intent.amount, i18n.locale)}</Trans>
        </Button>
      </form>
    </FormProvider>
  );
}

/** A text field registered by hand (its input reformats what is typed), with its error once touched. */
function CardField(props: React.ComponentProps<typeof TextField> & { name: keyof CardValues }) {
  const { i18n } = useLingui();
  const { errors, touchedFields, isSubmitted } = useFormState<CardValues>({ name: props.name });
  const descriptor = validationMessage(errors[props.name]?.message);
  return <TextField {...props} error={descriptor ? i18n._(descriptor) : null} touched={Boolean(touchedFields[props.name]) || isSubmitted} />;
}

/** With a publishable key: Stripe's Payment Element, confirmed without leaving the page when possible. */
function StripeElementsForm({ intent, publishableKey, onPaid }: { intent: Intent; publishableKey: string; onPaid: () => void }) {
  const { t, i18n } = useLingui();
  const { mount, handles, failed } = usePaymentElement(publishableKey, { clientSecret: intent.clientSecret }, i18n.locale);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!handles.current) return;
    setBusy(true);
    setError(null);
    const { error: failure } = await handles.current.stripe.confirmPayment({ elements: handles.current.elements, redirect: 'if_required', confirmParams: { return_url: window.location.href } });
    setBusy(false);
    if (failure) setError(failure.message ?? t`Your card was declined.`);
    else onPaid();
  };
  const shown = failed ? t`The payment form could not load. Check your connection and reload the page.` : error;
  return (
    <form onSubmit={submit}>
      {shown ? <Alert variant="error">{shown}</Alert> : null}
      <div ref={mount} />
      <Button type="submit" variant="primary" loading={busy}>
        <Trans>Pay {money(intent.amount, i18n.locale)}</Trans>
      </Button>
    </form>
  );
}

/**
 * Step 7: the $250 refundable deposit (spec §1). It reserves the vehicle for 5 days and is deducted from the price.
 * After paying, the page waits for Stripe's webhook to be recorded (the deposit step shows "paid").
 */
export function DepositStep({ transaction, vehicleId, onDone, onBack }: StepProps) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const key = useStripeKey();
  const create = useCreatePaymentIntent();
  const [intent, setIntent] = useState<Intent | null>(null);
  const [paymentSent, setPaymentSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Polls until the transaction itself shows the deposit (after the invalidation below), not just the payment.
  const payment = usePaymentDetails(transaction.transactionId, paymentSent && !transaction.deposit.paid);
  const paymentRecorded = Boolean(payment.data?.paid);
  const paid = paymentRecorded || transaction.deposit.paid;
  const waiting = paymentSent && !paymentRecorded;

  useEffect(() => {
    if (paymentSent && paymentRecorded) {
      void queryClient.invalidateQueries({ queryKey: purchaseKeys.transaction(vehicleId) });
      void queryClient.invalidateQueries({ queryKey: purchaseKeys.timer(vehicleId) });
    }
  }, [paymentSent, paymentRecorded, queryClient, vehicleId]);

  if (key.isPending || payment.isPending) return <LoadingArea />;
  const amount = payment.data?.amount ?? 25_000;
  // Real keys: Stripe's Payment Element; the local stand-in: the test-card form.
  const publishableKey = intent ? elementsKey(intent) : null;

  const start = async () => {
    setError(null);
    try {
      setIntent(await create.mutateAsync(transaction.transactionId));
    } catch (e) {
      setError(i18n._(problemMessage(e)));
    }
  };

  return (
    <div>
      <p className="purchase__hint">
        <Trans>
          A fully refundable deposit of {money(amount, i18n.locale)} reserves the vehicle for you for 5 days. It is deducted from the price as a down payment,
          and refunded automatically if the sale does not go ahead.
        </Trans>
      </p>
      {error ? <Alert variant="error">{error}</Alert> : null}
      {paid ? (
        <Alert variant="success" title={<Trans>Deposit paid</Trans>}>
          <Trans>Thank you. The vehicle is reserved for you for 5 days.</Trans>
        </Alert>
      ) : waiting ? (
        <Alert variant="info"><Trans>Payment received; confirming it with the bank…</Trans></Alert>
      ) : intent ? (
        publishableKey ? (
          <StripeElementsForm intent={intent} publishableKey={publishableKey} onPaid={() => setPaymentSent(true)} />
        ) : (
          <TestCardForm transactionId={transaction.transactionId} intent={intent} onPaid={() => setPaymentSent(true)} />
        )
      ) : (
        <Button variant="primary" loading={create.isPending} onClick={() => void start()}>
          <Trans>Pay the {money(amount, i18n.locale)} deposit</Trans>
        </Button>
      )}
      <div className="purchase__actions">
        {onBack ? (
          <Button type="button" variant="text" onClick={onBack}>
            <Trans>Back</Trans>
          </Button>
        ) : <span />}
        {paid ? (
          <Button variant="primary" onClick={onDone}>
            <Trans>Continue to the review</Trans>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
