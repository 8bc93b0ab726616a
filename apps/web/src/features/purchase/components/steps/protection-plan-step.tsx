import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, LoadingArea } from '@marketplace/ui';
import { useState } from 'react';
import { problemMessage } from '../../../../lib/problem-messages';
import { useProtectionPlans } from '../../api/get-customer-protection-plans';
import { useSaveProtectionPlan } from '../../api/save-protection-plan';
import { kilometres, money, percent } from '../../format';
import { useDirtyGuard } from '../../use-dirty-guard';
import { StepActions } from './step-actions';
import type { StepProps } from './types';

/**
 * Step 4 (spec §3, §9): coverage period and kilometres, exclusions, 90% of components, $50 deductible, 30-day
 * cancellation; "no plan found for this vehicle" when it is not eligible.
 */
export function ProtectionPlanStep({ transaction, vehicleId, onDone, onBack }: StepProps) {
  const { t, i18n } = useLingui();
  const plans = useProtectionPlans(transaction.transactionId);
  const save = useSaveProtectionPlan(vehicleId);
  const [choice, setChoice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const initial = plans.data ? (plans.data.selectedPlanId === null ? 'none' : String(plans.data.selectedPlanId)) : 'none';
  const selected = choice ?? initial;
  const guard = useDirtyGuard(choice !== null && choice !== initial, save.isPending || save.isSuccess);
  if (plans.isPending) return <LoadingArea />;
  const fr = i18n.locale.startsWith('fr');

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await save.mutateAsync({ transactionId: transaction.transactionId, protectionPlanId: selected === 'none' ? null : Number(selected) });
      onDone();
    } catch (e) {
      setError(i18n._(problemMessage(e)));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      {error ? <Alert variant="error">{error}</Alert> : null}
      {plans.data && plans.data.protectionPlans.length === 0 ? (
        <Alert variant="info">
          <Trans>No plan found for this vehicle, so it may not be eligible.</Trans>
        </Alert>
      ) : null}
      <div className="purchase__choices" role="radiogroup" aria-label={t`Protection plan`}>
        {plans.data?.protectionPlans.map((plan) => (
          <label key={plan.id} className="purchase-choice">
            <input type="radio" name="plan" value={String(plan.id)} checked={selected === String(plan.id)} onChange={() => setChoice(String(plan.id))} />
            <span>
              <span className="purchase-choice__title">
                {fr ? plan.nameFr : plan.nameEn} · {money(plan.price, i18n.locale)}
              </span>
              <span className="purchase-choice__text">
                <Trans>
                  {plan.coverageMonths} months or {kilometres(plan.coverageKm, i18n.locale)} · {percent(plan.componentsCoveredPercent, i18n.locale)} of components covered ·{' '}
                  {money(plan.deductible, i18n.locale)} deductible · cancel within {plan.cancellationDays} days for a full refund
                </Trans>
              </span>
              <details>
                <summary><Trans>Exclusions</Trans></summary>
                <ul>
                  {(fr ? plan.exclusionsFr : plan.exclusionsEn).map((x) => (
                    <li key={x}>{x}</li>
                  ))}
                </ul>
              </details>
            </span>
          </label>
        ))}
        <label className="purchase-choice">
          <input type="radio" name="plan" value="none" checked={selected === 'none'} onChange={() => setChoice('none')} />
          <span>
            <span className="purchase-choice__title">{t`No protection plan`}</span>
          </span>
        </label>
      </div>
      <StepActions saving={save.isPending} onBack={onBack} onReset={() => setChoice('none')} />
      {guard}
    </form>
  );
}
