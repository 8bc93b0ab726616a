import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, LoadingArea } from '@marketplace/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { formatLongDate } from '../../../../lib/dates';
import { isApiError } from '../../../../lib/http';
import { problemMessage } from '../../../../lib/problem-messages';
import { useFinalizeOrder } from '../../api/finalize-order';
import { purchaseKeys } from '../../api/keys';
import { useReviewOrder } from '../../api/get-review-order-details';
import { useUploadSignature } from '../../api/upload-signature';
import { kilometres, money } from '../../format';
import { STEP_LABELS, isPurchaseStep } from '../../steps';
import { CreditDecisionText } from '../credit-decision';
import { RELATIONSHIP } from '../credit-labels';
import { CreditBlocker, DealFigures } from '../deal-figures';
import { SignaturePad } from '../signature-pad';
import type { StepProps } from './types';

/**
 * Step 8: everything that will be signed, the drawn signature, then the contract (French first for Quebec) and the
 * order. The total shown is the one signed: when the server's differs (409 purchase.prices_changed), the buyer reloads
 * the review before signing.
 */
export function ReviewStep({ transaction, vehicleId, lang, onBack }: StepProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const review = useReviewOrder(transaction.transactionId, lang);
  const upload = useUploadSignature();
  const finalize = useFinalizeOrder();
  const [signature, setSignature] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pricesChanged, setPricesChanged] = useState(false);
  if (review.isPending || !review.data) return <LoadingArea />;
  const r = review.data;
  const m = (c: number) => money(c, i18n.locale);
  const fr = lang === 'fr-ca';
  const methods = { cash: t`Cash`, finance: t`Finance`, lease: t`Lease` };
  const blocking = r.missing.filter((x) => x !== 'signature' && x !== 'price_change' && x !== 'credit');
  const vin = r.transaction.vehicle.vin;
  const tradeInVin = r.tradeIn?.vin ?? '';
  const deal = r.prices?.deal ?? null;

  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: purchaseKeys.all });
    setError(null);
    setPricesChanged(false);
  };

  const sign = async () => {
    setError(null);
    setPricesChanged(false);
    if (!signature) {
      setError(t`Draw your signature in the box.`);
      return;
    }
    try {
      await upload.mutateAsync({ transactionId: transaction.transactionId, signature });
      // No prices shown means no total reviewed: 0 never matches, so the server answers prices_changed and the buyer reloads.
      await finalize.mutateAsync({ transactionId: transaction.transactionId, language: lang, total: r.prices?.total ?? 0 });
      await navigate({ to: '/$lang/buy-online/order-placed', params: { lang }, search: { vehicleId, transactionId: transaction.transactionId } });
    } catch (e) {
      setPricesChanged(isApiError(e) && e.code === 'purchase.prices_changed');
      setError(i18n._(problemMessage(e)));
    }
  };

  return (
    <div>
      {blocking.length > 0 ? (
        <Alert variant="warning" title={<Trans>Before you sign</Trans>}>
          <ul>
            {blocking.map((step) => (
              <li key={step}>{isPurchaseStep(step) ? i18n._(STEP_LABELS[step]) : step}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <h2 className="card-title"><Trans>Your order</Trans></h2>
      <dl className="review-list">
        <dt><Trans>Vehicle</Trans></dt>
        <dd>{r.transaction.vehicle.year} {r.transaction.vehicle.make} {r.transaction.vehicle.model} {r.transaction.vehicle.trim} · {t`VIN ${vin}`}</dd>
        {r.buyer ? (
          <>
            <dt><Trans>Buyer</Trans></dt>
            <dd>{r.buyer.firstName} {r.buyer.lastName}{r.buyer.companyName ? ` (${r.buyer.companyName})` : ''}</dd>
            <dt><Trans>Billing address</Trans></dt>
            <dd>{r.buyer.billing.line1}, {r.buyer.billing.city} {r.buyer.billing.province} {r.buyer.billing.postalCode}</dd>
          </>
        ) : null}
        <dt><Trans>Payment</Trans></dt>
        <dd>{r.paymentMethod ? methods[r.paymentMethod] : '—'}</dd>
        {r.creditDecision ? (
          <>
            <dt><Trans>Credit pre-qualification</Trans></dt>
            <dd><CreditDecisionText decision={r.creditDecision} /></dd>
          </>
        ) : null}
        {r.coApplicant ? (
          <>
            <dt><Trans>Co-applicant</Trans></dt>
            <dd data-testid="review-co-applicant">{r.coApplicant.firstName} {r.coApplicant.lastName} · {i18n._(RELATIONSHIP[r.coApplicant.relationship])}</dd>
          </>
        ) : null}
        <dt><Trans>Trade-in</Trans></dt>
        <dd data-testid="review-trade-in">
          {r.tradeIn
            ? [[r.tradeIn.year, r.tradeIn.make, r.tradeIn.model].filter(Boolean).join(' '), t`VIN ${tradeInVin}`,
              r.tradeIn.mileage !== null ? kilometres(r.tradeIn.mileage, i18n.locale) : null, t`value ${m(r.tradeIn.value)}`,
              t`balance owed ${m(r.tradeIn.balanceDue)}`].filter(Boolean).join(' · ')
            : <Trans>None</Trans>}
          {r.tradeIn && !r.tradeIn.usable ? <> · <Trans>offer expired, not deducted</Trans></> : null}
        </dd>
        <dt><Trans>Protection plan</Trans></dt>
        <dd>{r.protectionPlan ? `${fr ? r.protectionPlan.nameFr : r.protectionPlan.nameEn} · ${m(r.protectionPlan.price)}` : <Trans>None</Trans>}</dd>
        <dt><Trans>Delivery</Trans></dt>
        <dd>
          {r.delivery ? (
            <>
              {r.delivery.method === 'pickup' ? <Trans>Pickup</Trans> : <Trans>Delivery</Trans>} · {formatLongDate(r.delivery.date, i18n.locale)}
              {r.delivery.touchless ? <> · <Trans>touchless</Trans></> : null}
            </>
          ) : '—'}
        </dd>
        {r.delivery?.address ? (
          <>
            <dt><Trans>Delivery address</Trans></dt>
            <dd data-testid="review-delivery-address">{r.delivery.address.line1}, {r.delivery.address.city} {r.delivery.address.province} {r.delivery.address.postalCode}</dd>
          </>
        ) : null}
        <dt><Trans>Deposit</Trans></dt>
        <dd>{r.transaction.deposit.paid ? <Trans>{m(r.transaction.deposit.amountPaid)} paid, refundable</Trans> : <Trans>Not paid</Trans>}</dd>
      </dl>
      {deal ? <DealFigures deal={deal} /> : null}
      {r.missing.includes('credit') && r.prices?.credit ? <CreditBlocker credit={r.prices.credit} lang={lang} /> : null}
      <p>
        <a href={`/api/revieworder/contract-preview/${transaction.transactionId}?language=${lang}`} target="_blank" rel="noreferrer" data-testid="contract-preview">
          <Trans>Read the contract before signing (PDF)</Trans>
        </a>
      </p>
      <p className="purchase__hint">
        {r.contractLanguages[0] === 'fr' && r.contractLanguages.length > 1
          ? <Trans>Your contract is in French first (Quebec law), followed by the English version.</Trans>
          : <Trans>Your contract will be generated in your language.</Trans>}
      </p>
      <h2 className="card-title"><Trans>Signature</Trans></h2>
      <SignaturePad onChange={setSignature} />
      {error ? (
        <Alert variant="error">
          <p>{error}</p>
          {pricesChanged ? (
            <Button variant="text" loading={review.isFetching} onClick={() => void reload()}>
              <Trans>Reload the review</Trans>
            </Button>
          ) : null}
        </Alert>
      ) : null}
      <div className="purchase__actions">
        {onBack ? (
          <Button type="button" variant="text" onClick={onBack}>
            <Trans>Back</Trans>
          </Button>
        ) : <span />}
        <Button variant="primary" loading={upload.isPending || finalize.isPending} disabled={blocking.length > 0 || r.missing.includes('credit')} onClick={() => void sign()}>
          <Trans>Sign and place my order</Trans>
        </Button>
      </div>
    </div>
  );
}
