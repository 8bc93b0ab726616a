import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, LoadingArea } from '@marketplace/ui';
import { TradeInSchema } from '@marketplace/contracts/purchase';
import { isValidVin, normalizeVin } from '@marketplace/domain/shared';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { formResolver } from '../../../../lib/form-resolver';
import { FormCheckbox, FormTextField } from '../../../../lib/forms';
import { ValidationCode } from '../../../../lib/validation';
import { problemMessage } from '../../../../lib/problem-messages';
import { useFormDetails } from '../../api/get-form-details';
import { useSaveStep } from '../../api/save-completed-steps';
import { centsToDollarsText, dollarsToCents } from '../../format';
import { applyServerErrors } from '../../server-errors';
import { useDirtyGuard } from '../../use-dirty-guard';
import { StepActions } from './step-actions';
import type { StepProps } from './types';

interface Values {
  hasTradeIn: 'no' | 'yes';
  vin: string;
  value: string;
  balanceDue: string;
  include: boolean;
}

const toRequest = (v: Values) =>
  v.hasTradeIn === 'no'
    ? { skip: true }
    : { skip: false, vin: normalizeVin(v.vin), value: dollarsToCents(v.value), balanceDue: dollarsToCents(v.balanceDue), include: v.include };

/** The contract's rules, plus the VIN's check digit and a value to trade, shown before sending. */
const Schema = z.preprocess(
  (v) => toRequest(v as Values),
  TradeInSchema.superRefine((t, ctx) => {
    if (t.skip) return;
    if (!isValidVin(t.vin)) ctx.addIssue({ code: 'custom', path: ['vin'], message: 'purchase.invalid_vin', params: { code: 'purchase.invalid_vin' } });
    if (t.value <= 0) ctx.addIssue({ code: 'custom', path: ['value'], message: ValidationCode.required });
  }),
);
const DEFAULTS: Values = { hasTradeIn: 'no', vin: '', value: '', balanceDue: '', include: true };

/**
 * Step 2: skip, or attach a trade-in value (VIN with its check digit, value, balance owed, include or not). The full
 * trade-in wizard comes in its own issue and fills the same contract.
 */
export function TradeInStep(props: StepProps) {
  const form = useFormDetails(props.transaction.transactionId);
  if (form.isPending) return <LoadingArea />;
  const saved = form.data?.tradeIn;
  const initial: Values = saved && !saved.skip
    ? { hasTradeIn: 'yes', vin: saved.vin, value: centsToDollarsText(saved.value), balanceDue: centsToDollarsText(saved.balanceDue), include: saved.include ?? true }
    : DEFAULTS;
  return <TradeInForm {...props} initial={initial} />;
}

function TradeInForm({ transaction, vehicleId, onDone, onBack, initial }: StepProps & { initial: Values }) {
  const { t, i18n } = useLingui();
  const save = useSaveStep(vehicleId);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof Schema>>({ resolver: formResolver(Schema), mode: 'onTouched', defaultValues: initial });
  const has = useWatch({ control: form.control, name: 'hasTradeIn' }) === 'yes';
  const guard = useDirtyGuard(form.formState.isDirty, form.formState.isSubmitting || form.formState.isSubmitSuccessful);

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
              <span className="purchase-choice__text"><Trans>Its value is deducted from the price; what you still owe on it is added.</Trans></span>
            </span>
          </label>
        </div>
        {has ? (
          <>
            <FormTextField<Values> name="vin" label={t`VIN (17 characters)`} maxLength={17} autoCapitalize="characters" spellCheck={false} required />
            <div className="purchase__columns">
              <FormTextField<Values> name="value" label={t`Trade-in value ($)`} inputMode="decimal" required />
              <FormTextField<Values> name="balanceDue" label={t`Balance owed on it ($)`} inputMode="decimal" />
            </div>
            <FormCheckbox<Values> name="include" label={t`Include the trade-in in this purchase`} />
          </>
        ) : null}
        <StepActions saving={form.formState.isSubmitting} onBack={onBack} onReset={() => form.reset(DEFAULTS)} />
      </form>
      {guard}
    </FormProvider>
  );
}
