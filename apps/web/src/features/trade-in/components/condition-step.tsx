import { Trans, useLingui } from '@lingui/react/macro';
import {
  TRADE_IN_CONDITION_GRADES, TRADE_IN_TITLE_BRANDS, TradeInConditionSchema, type TradeInDetails,
} from '@marketplace/contracts/trade-in/trade-in.routes';
import { Alert, Button } from '@marketplace/ui';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { formResolver } from '../../../lib/form-resolver';
import { numberText } from '../../../lib/form-fields';
import { FormCheckbox } from '../../../lib/forms';
import { problemMessage } from '../../../lib/problem-messages';
import { ValidationCode } from '../../../lib/validation';
import { useSaveCondition } from '../api/trade-in-commands';
import { applyFieldErrors } from './apply-field-errors';
import { TradeInSelect, TradeInTextField } from './fields';
import { gradeLabel, TITLE_LABELS } from './labels';

const YES_NO = ['anyIssuesThatPreventDriving', 'anyMechanicalDefects', 'hasExteriorDamage', 'hasBeenModified', 'hasBeenSmokedIn'] as const;
type Values = Record<(typeof YES_NO)[number] | 'accidentedWindShield' | 'accidented', boolean> & {
  generalCondition: string; tireConditions: string; titleBrand: string; numberOfKeys: string; accidentedWindShieldDetails: string; accidentedDetails: string;
};

const condition = TradeInConditionSchema.shape;
/** A grade's select holds its number as text (-1: none). */
const grade = (field: typeof condition.generalCondition) => numberText(field, ValidationCode.required, (text) => (text === '' ? Number.NaN : Number(text)));
/** Details are sent only for the accidents the customer ticked. */
const detailsIf = (ticked: boolean, details: string) => (ticked && details.trim() ? details : null);
const Schema = z.preprocess(
  (v) => {
    const f = v as Values;
    return { ...f, accidentedWindShieldDetails: detailsIf(f.accidentedWindShield, f.accidentedWindShieldDetails), accidentedDetails: detailsIf(f.accidented, f.accidentedDetails) };
  },
  TradeInConditionSchema.extend({
    generalCondition: grade(condition.generalCondition),
    tireConditions: grade(condition.tireConditions),
    numberOfKeys: z.string().trim().min(1, ValidationCode.required).pipe(numberText(condition.numberOfKeys)),
  }),
);

/** Step 4: condition and history, every field of spec §3 with the §3 grades. */
export function ConditionStep({ tradeIn, onDone }: { tradeIn: TradeInDetails; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const c = tradeIn.condition;
  const form = useForm<Values, unknown, z.output<typeof Schema>>({
    resolver: formResolver(Schema), mode: 'onTouched',
    defaultValues: c
      ? { ...c, generalCondition: String(c.generalCondition), tireConditions: String(c.tireConditions), numberOfKeys: String(c.numberOfKeys),
        accidentedWindShieldDetails: c.accidentedWindShieldDetails ?? '', accidentedDetails: c.accidentedDetails ?? '' }
      : { anyIssuesThatPreventDriving: false, anyMechanicalDefects: false, hasExteriorDamage: false, hasBeenModified: false, hasBeenSmokedIn: false,
        accidentedWindShield: false, accidented: false, generalCondition: '', tireConditions: '', titleBrand: '', numberOfKeys: '',
        accidentedWindShieldDetails: '', accidentedDetails: '' },
  });
  const [windshield, accidented] = useWatch({ control: form.control, name: ['accidentedWindShield', 'accidented'] });
  const [error, setError] = useState<string | null>(null);
  const save = useSaveCondition();
  const labels: Record<(typeof YES_NO)[number], string> = {
    anyIssuesThatPreventDriving: t`Any issues that prevent driving`, anyMechanicalDefects: t`Any mechanical defects`,
    hasExteriorDamage: t`Exterior damage`, hasBeenModified: t`The vehicle has been modified`, hasBeenSmokedIn: t`The vehicle has been smoked in`,
  };

  const onSubmit = form.handleSubmit(async (v) => {
    setError(null);
    try {
      await save.mutateAsync({
        tradeInId: tradeIn.tradeInId, expectedVersion: tradeIn.version,
        condition: v,
      });
      onDone();
    } catch (e) {
      if (!applyFieldErrors(e, form.setError, 'body.condition.')) setError(i18n._(problemMessage(e)));
    }
  });

  const grades = TRADE_IN_CONDITION_GRADES.map((g) => <option key={g} value={g}>{i18n._(gradeLabel(g))}</option>);
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="trade-in__form">
        {error ? <Alert variant="error">{error}</Alert> : null}
        <fieldset className="trade-in__checks">
          <legend><Trans>Condition and history</Trans></legend>
          {YES_NO.map((name) => <FormCheckbox<Values> key={name} name={name} label={labels[name]} />)}
          <FormCheckbox<Values> name="accidentedWindShield" label={t`Damaged windshield`} />
          {windshield ? <TradeInTextField<Values> name="accidentedWindShieldDetails" label={t`Windshield details`} /> : null}
          <FormCheckbox<Values> name="accidented" label={t`The vehicle has been in an accident`} />
          {accidented ? <TradeInTextField<Values> name="accidentedDetails" label={t`Accident details`} /> : null}
        </fieldset>
        <div className="trade-in__columns">
          <TradeInSelect<Values> name="generalCondition" label={t`General condition`}><option value="">—</option>{grades}</TradeInSelect>
          <TradeInSelect<Values> name="tireConditions" label={t`Tire condition`}><option value="">—</option>{grades}</TradeInSelect>
          <TradeInSelect<Values> name="titleBrand" label={t`Title`}>
            <option value="">—</option>
            {TRADE_IN_TITLE_BRANDS.map((b) => <option key={b} value={b}>{i18n._(TITLE_LABELS[b])}</option>)}
          </TradeInSelect>
          <TradeInTextField<Values> name="numberOfKeys" label={t`Number of keys`} inputMode="numeric" />
        </div>
        <Button type="submit" loading={form.formState.isSubmitting}><Trans>Continue</Trans></Button>
      </form>
    </FormProvider>
  );
}
