import { useLingui } from '@lingui/react/macro';
import { Card, LoadingArea, Stepper } from '@marketplace/ui';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';

import { useDocumentTitle } from '../../../lib/hooks';
import { useTransaction, type TransactionDetails } from '../api/get-transaction-details';
import '../problem-messages';
import { nextStep, previousStep, PURCHASE_STEPS, STEP_LABELS, STEP_MINUTES, type PurchaseStepName } from '../steps';
import { LockBanner } from './lock-banner';
import { PriceChangeNotice } from './price-change-notice';
import { NotAvailable } from './not-available';
import { PriceSummary } from './price-summary';
import './purchase.css';
import { DeliveryStep } from './steps/delivery-step';
import { DepositStep } from './steps/deposit-step';
import { DriversLicenseStep } from './steps/drivers-license-step';
import { PaymentMethodStep } from './steps/payment-method-step';
import { PersonalDetailsStep } from './steps/personal-details-step';
import { ProtectionPlanStep } from './steps/protection-plan-step';
import { ReviewStep } from './steps/review-step';
import { TradeInStep } from './steps/trade-in-step';
import type { StepProps } from './steps/types';

const STEP_COMPONENTS: Record<PurchaseStepName, (props: StepProps) => React.ReactNode> = {
  'personal-details': PersonalDetailsStep,
  'trade-in': TradeInStep,
  'payment-method': PaymentMethodStep,
  'protection-plan': ProtectionPlanStep,
  delivery: DeliveryStep,
  'drivers-license': DriversLicenseStep,
  deposit: DepositStep,
  review: ReviewStep,
};

/** /{lang}/buy-online/{step}?vehicleId=: step N of 8 with its estimated minutes, the lock countdown, the live price. */
export function PurchaseWizard({ vehicleId, step, lang }: { vehicleId: string; step: PurchaseStepName; lang: 'en-ca' | 'fr-ca' }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { data: transaction, isPending } = useTransaction(vehicleId);
  // Prices of the step's fields before they are saved (the payment method's live summary); the step clears them as it leaves.
  const [preview, setPreview] = useState<TransactionDetails['prices']>(null);
  useDocumentTitle(i18n._(STEP_LABELS[step]));
  if (isPending) return <LoadingArea />;
  if (transaction === null || transaction === undefined) return <Navigate to="/$lang/buy-online" params={{ lang }} search={{ vehicleId }} replace />;
  if (transaction.contractSigned) {
    return <Navigate to="/$lang/buy-online/order-placed" params={{ lang }} search={{ vehicleId, transactionId: transaction.transactionId }} replace />;
  }
  if (transaction.status === 'cancelled') return <NotAvailable lang={lang} />;

  const index = PURCHASE_STEPS.indexOf(step);
  const go = (to: PurchaseStepName) => navigate({ to: '/$lang/buy-online/$step', params: { lang, step: to }, search: { vehicleId } });
  const back = previousStep(step);
  const Step = STEP_COMPONENTS[step];
  return (
    <div className="purchase">
      <LockBanner vehicleId={vehicleId} lang={lang} paid={transaction.deposit.paid} />
      <PriceChangeNotice transaction={transaction} vehicleId={vehicleId} />
      <Stepper
        label={t`Purchase steps`}
        current={index}
        steps={PURCHASE_STEPS.map((key) => ({ key, label: i18n._(STEP_LABELS[key]), minutes: STEP_MINUTES[key] }))}
      />
      <div className="purchase__grid">
        <Card>
          <h1 className="purchase__step-title">{i18n._(STEP_LABELS[step])}</h1>
          <Step
            key={`${transaction.transactionId}:${step}`}
            transaction={transaction}
            vehicleId={vehicleId}
            lang={lang}
            onDone={() => void go(nextStep(step))}
            onBack={back ? () => void go(back) : undefined}
            onPricesPreview={setPreview}
          />
        </Card>
        <PriceSummary transaction={transaction} prices={preview ?? transaction.prices} />
      </div>
    </div>
  );
}
