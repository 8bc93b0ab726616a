import { Trans, useLingui } from '@lingui/react/macro';
import { TradeInSchema } from '@marketplace/contracts/purchase';
import type { TradeInChoiceItem } from '@marketplace/contracts/purchase/customer.routes';
import { Alert, LoadingArea } from '@marketplace/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { formResolver } from '../../../../lib/form-resolver';
import { useFormat } from '../../../../lib/format';
import { FormCheckbox, FormTextField } from '../../../../lib/forms';
import { problemMessage } from '../../../../lib/problem-messages';
import { useFormDetails } from '../../api/get-form-details';
import { useTradeInChoices } from '../../api/get-trade-in-choices';
import { useSaveStep } from '../../api/save-completed-steps';
import { centsToDollarsText, dollarsToCents } from '../../format';
import { applyServerErrors } from '../../server-errors';
import { useDirtyGuard } from '../../use-dirty-guard';
import { FormSelect } from '../form-fields';
import { StepActions } from './step-actions';
import type { StepProps } from './types';

interface Values {
  hasTradeIn: 'no' | 'yes';
  tradeInId: string;
  balanceDue: string;
  include: boolean;
}

const toRequest = (v: Values) =>
  v.hasTradeIn === 'no'
    ? { skip: true }
    : { skip: false, tradeInId: v.tradeInId || undefined, balanceDue: dollarsToCents(v.balanceDue), include: v.include };

/** The contract's rules: one of the buyer's appraisals (its value is the server's), the balance still owed on it. */
const Schema = z.preprocess((v) => toRequest(v as Values), TradeInSchema);
const DEFAULTS: Values = { hasTradeIn: 'no', tradeInId: '', balanceDue: '', include: true };

/**
 * Step 2 (issue #12 item 5): skip, or pick one of the buyer's appraisals (or appraise a vehicle in the trade-in wizard
 * and come back). The value is the appraisal's offer, counted while it is valid; the buyer gives the balance owed.
 */
export function TradeInStep(props: StepProps) {
  const form = useFormDetails(props.transaction.transactionId);
  const choices = useTradeInChoices();
  if (form.isPending || choices.isPending) return <LoadingArea />;
  const saved = form.data?.tradeIn;
  const tradeIns = choices.data?.tradeIns ?? [];
  const usable = saved && !saved.skip && saved.usable && saved.tradeInId && tradeIns.some((c) => c.tradeInId === saved.tradeInId);
  const initial: Values = saved && !saved.skip
    ? { hasTradeIn: 'yes', tradeInId: usable ? saved.tradeInId ?? '' : '', balanceDue: centsToDollarsText(saved.balanceDue), include: saved.include }
    : DEFAULTS;
  const lapsed = Boolean(saved && !saved.skip && !saved.usable);
  return <TradeInForm {...props} initial={initial} tradeIns={tradeIns} lapsed={lapsed} />;
}

function TradeInForm({ transaction, vehicleId, lang, onDone, onBack, initial, tradeIns, lapsed }: StepProps & { initial: Values; tradeIns: TradeInChoiceItem[]; lapsed: boolean }) {
  const { t, i18n } = useLingui();
  const save = useSaveStep(vehicleId);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof Schema>>({ resolver: formResolver(Schema), mode: 'onTouched', defaultValues: initial });
  const has = useWatch({ control: form.control, name: 'hasTradeIn' }) === 'yes';
  const guard = useDirtyGuard(form.formState.isDirty, form.formState.isSubmitting || form.formState.isSubmitSuccessful);
  const f = useFormat();
  const label = (c: TradeInChoiceItem) => {
    const date = c.offerExpiresAt ? f.longDate(c.offerExpiresAt) : null;
    const until = date ? t`offer valid until ${date}` : t`offer confirmed`;
    return `${c.year} ${c.make} ${c.model}${c.trim ? ` ${c.trim}` : ''} · ${f.money(c.value, { cents: false })} · ${until}`;
  };

  const onSubmit = form.handleSubmit(async (data) => {
    setError(null);
    try {
      await save.mutateAsync({ transactionId: transaction.transactionId, step: 'trade-in', data });
      form.reset(form.getValues());
      onDone();
    } catch (e) {
      if (!applyServerErrors(e, form.setError)) setError(i18n._(problemMessage(e)));
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        {error ? <Alert variant="error">{error}</Alert> : null}
        {lapsed ? <Alert variant="warning"><Trans>The offer on your trade-in has expired, so it is no longer deducted. Appraise it again or choose another.</Trans></Alert> : null}
        <div className="purchase__choices" role="radiogroup" aria-label={t`Trade-in`}>
          <label className="purchase-choice">
            <input type="radio" value="no" {...form.register('hasTradeIn')} />
            <span>
              <span className="purchase-choice__title"><Trans>I have no trade-in</Trans></span>
              <span className="purchase-choice__text"><Trans>Skip this step.</Trans></span>
            </span>
          </label>
          <label className="purchase-choice">
            <input type="radio" value="yes" {...form.register('hasTradeIn')} />
            <span>
              <span className="purchase-choice__title"><Trans>I have a vehicle to trade in</Trans></span>
              <span className="purchase-choice__text"><Trans>Its appraised value is deducted from the price; what you still owe on it is added.</Trans></span>
            </span>
          </label>
        </div>
        {has ? (
          <>
            {tradeIns.length > 0 ? (
              <FormSelect<Values> name="tradeInId" label={t`Your appraisal`} required>
                <option value="">—</option>
                {tradeIns.map((c) => <option key={c.tradeInId} value={c.tradeInId}>{label(c)}</option>)}
              </FormSelect>
            ) : (
              <p className="purchase-choice__text"><Trans>You have no appraisal with a valid offer yet.</Trans></p>
            )}
            <p>
              <Link to="/$lang/trade-in" params={{ lang }} search={{ vehicleId }}>
                <Trans>Appraise a vehicle</Trans>
              </Link>
            </p>
            <FormTextField<Values> name="balanceDue" label={t`Balance owed on it ($)`} inputMode="decimal" />
            <FormCheckbox<Values> name="include" label={t`Include the trade-in in this purchase`} />
          </>
        ) : null}
        <StepActions saving={form.formState.isSubmitting} onBack={onBack} onReset={() => form.reset(DEFAULTS)} />
      </form>
      {guard}
    </FormProvider>
  );
}
