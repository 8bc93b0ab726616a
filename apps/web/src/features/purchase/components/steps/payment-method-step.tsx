import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, LoadingArea } from '@marketplace/ui';
import { isValidPostalCode, normalizePostalCode } from '@marketplace/domain/shared';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormCheckbox, FormTextField } from '../../../../lib/forms';
import { problemMessage } from '../../../../lib/problem-messages';
import { ValidationCode } from '../../../../lib/validation';
import { useFormDetails } from '../../api/get-form-details';
import { useSaveStep } from '../../api/save-completed-steps';
import { centsToDollarsText, dollarsToCents } from '../../format';
import { applyServerErrors } from '../../server-errors';
import { useDirtyGuard } from '../../use-dirty-guard';
import { AddressFields, FormSelect } from '../form-fields';
import { StepActions } from './step-actions';
import type { StepProps } from './types';

const MARITAL: Record<string, MessageDescriptor> = {
  single: msg`Single`, married: msg`Married`, common_law: msg`Common-law`, divorced: msg`Divorced`, separated: msg`Separated`, widow_widower: msg`Widowed`,
};
const GENDER: Record<string, MessageDescriptor> = { female: msg`Female`, male: msg`Male`, other: msg`Other` };
const RESIDENTIAL: Record<string, MessageDescriptor> = {
  rent: msg`Renting`, owner_with_mortgage: msg`Owner with a mortgage`, own_free_clear: msg`Owner, free and clear`, own_mobile_home: msg`Mobile home owner`,
  with_parents: msg`Living with parents`, reserve_housing: msg`Reserve housing`,
};
const EMPLOYMENT: Record<string, MessageDescriptor> = {
  employed: msg`Employed`, self_employed: msg`Self-employed`, student: msg`Student`, retired: msg`Retired`, unemployed: msg`Unemployed`, other: msg`Other`,
};
const EMPLOYMENT_TYPE: Record<string, MessageDescriptor> = {
  full_time: msg`Full time`, full_time_probation: msg`Full time (probation)`, part_time_regular: msg`Part time (regular)`, part_time_casual: msg`Part time (casual)`,
  seasonal_summer: msg`Seasonal (summer)`, seasonal_winter: msg`Seasonal (winter)`,
};
const INCOME_FREQUENCY: Record<string, MessageDescriptor> = { weekly: msg`Weekly`, biweekly: msg`Every two weeks`, monthly: msg`Monthly`, annually: msg`Yearly` };

const money = z.string().refine((s) => Number.isFinite(dollarsToCents(s)) && dollarsToCents(s) >= 0, 'purchase.invalid_amount');
const date = z.string();
const monthsAgo = (iso: string) => {
  const d = new Date(`${iso}T12:00:00`);
  const now = new Date();
  return (now.getFullYear() - d.getFullYear()) * 12 + (now.getMonth() - d.getMonth()) - (now.getDate() < d.getDate() ? 1 : 0);
};

const Schema = z
  .object({
    method: z.enum(['cash', 'finance', 'lease']),
    termMonths: z.string(),
    ratePercent: z.string().refine((s) => s.trim() !== '' && Number(s.replace(',', '.')) >= 0 && Number(s.replace(',', '.')) <= 40, 'purchase.invalid_rate'),
    frequency: z.string(),
    downPayment: money,
    dateOfBirth: date,
    sin: z.string().max(11),
    maritalStatus: z.string(),
    gender: z.string(),
    residentialStatus: z.string(),
    monthlyResidentialPayment: money,
    occupancyDate: date,
    previousAddress: z.object({ line1: z.string(), line2: z.string(), city: z.string(), province: z.string(), postalCode: z.string(), phone: z.string() }),
    employmentStatus: z.string(),
    employmentType: z.string(),
    employer: z.string().max(200),
    occupation: z.string().max(200),
    grossIncome: money,
    incomeFrequency: z.string(),
    creditApplicationConsent: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.method === 'cash') return;
    const need = (path: string, ok: boolean, code: string = ValidationCode.required) => ok || ctx.addIssue({ code: 'custom', path: [path], message: code });
    need('dateOfBirth', /^\d{4}-\d{2}-\d{2}$/.test(v.dateOfBirth));
    if (/^\d{4}-\d{2}-\d{2}$/.test(v.dateOfBirth)) need('dateOfBirth', monthsAgo(v.dateOfBirth) >= 216, 'purchase.applicant_too_young');
    need('sin', v.sin.trim() === '' || /^\d{3}[\s-]?\d{3}[\s-]?\d{3}$/.test(v.sin.trim()), 'purchase.invalid_sin');
    for (const f of ['maritalStatus', 'gender', 'residentialStatus', 'employmentStatus', 'incomeFrequency'] as const) need(f, v[f] !== '');
    need('occupancyDate', /^\d{4}-\d{2}-\d{2}$/.test(v.occupancyDate));
    need('grossIncome', dollarsToCents(v.grossIncome) > 0);
    need('creditApplicationConsent', v.creditApplicationConsent, 'purchase.credit_consent_required');
    if (/^\d{4}-\d{2}-\d{2}$/.test(v.occupancyDate) && monthsAgo(v.occupancyDate) < 6) {
      const p = v.previousAddress;
      if (!p.line1.trim()) ctx.addIssue({ code: 'custom', path: ['previousAddress', 'line1'], message: ValidationCode.required });
      if (!p.city.trim()) ctx.addIssue({ code: 'custom', path: ['previousAddress', 'city'], message: ValidationCode.required });
      if (!p.province) ctx.addIssue({ code: 'custom', path: ['previousAddress', 'province'], message: ValidationCode.required });
      if (!isValidPostalCode(p.postalCode)) ctx.addIssue({ code: 'custom', path: ['previousAddress', 'postalCode'], message: ValidationCode.postalCodeInvalid });
    }
  });
type Values = z.infer<typeof Schema>;

const emptyAddress = { line1: '', line2: '', city: '', province: '', postalCode: '', phone: '' };
const DEFAULTS: Values = {
  method: 'finance', termMonths: '60', ratePercent: '1', frequency: '52', downPayment: '', dateOfBirth: '', sin: '', maritalStatus: '', gender: '',
  residentialStatus: '', monthlyResidentialPayment: '', occupancyDate: '', previousAddress: emptyAddress, employmentStatus: '', employmentType: '', employer: '',
  occupation: '', grossIncome: '', incomeFrequency: 'monthly', creditApplicationConsent: false,
};

/** Step 3: cash, finance (default) or lease, with term, rate, frequency and down payment, and the credit applicant (spec §3). */
export function PaymentMethodStep(props: StepProps) {
  const form = useFormDetails(props.transaction.transactionId);
  if (form.isPending) return <LoadingArea />;
  const pm = form.data?.paymentMethod;
  const a = pm?.applicant;
  const initial: Values = pm
    ? {
      ...DEFAULTS, method: pm.method ?? 'finance', termMonths: String(pm.termMonths ?? 60), ratePercent: String(pm.ratePercent ?? 1), frequency: String(pm.frequency ?? 52),
      downPayment: centsToDollarsText(pm.downPayment),
      ...(a ? {
        dateOfBirth: a.dateOfBirth, maritalStatus: a.maritalStatus, gender: a.gender, residentialStatus: a.residentialStatus,
        monthlyResidentialPayment: centsToDollarsText(a.monthlyResidentialPayment), occupancyDate: a.occupancyDate,
        previousAddress: { ...emptyAddress, ...(a.previousAddress ?? {}), line2: a.previousAddress?.line2 ?? '', phone: a.previousAddress?.phone ?? '' },
        employmentStatus: a.employment.status, employmentType: a.employment.type ?? '', employer: a.employment.employer ?? '', occupation: a.employment.occupation ?? '',
        grossIncome: centsToDollarsText(a.employment.grossIncome), incomeFrequency: a.employment.frequency, creditApplicationConsent: a.creditApplicationConsent,
      } : {}),
    }
    : DEFAULTS;
  return <PaymentMethodForm {...props} initial={initial} sinProvided={Boolean(a?.sinProvided)} />;
}

function PaymentMethodForm({ transaction, vehicleId, onDone, onBack, initial, sinProvided }: StepProps & { initial: Values; sinProvided: boolean }) {
  const { t, i18n } = useLingui();
  const save = useSaveStep(vehicleId);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(Schema), mode: 'onTouched', defaultValues: initial });
  const method = useWatch({ control: form.control, name: 'method' });
  const occupancy = useWatch({ control: form.control, name: 'occupancyDate' });
  const recent = /^\d{4}-\d{2}-\d{2}$/.test(occupancy) && monthsAgo(occupancy) < 6;
  const guard = useDirtyGuard(form.formState.isDirty, form.formState.isSubmitting || form.formState.isSubmitSuccessful);
  const options = (map: Record<string, MessageDescriptor>) => (
    <>
      <option value="">—</option>
      {Object.entries(map).map(([value, label]) => (
        <option key={value} value={value}>
          {i18n._(label)}
        </option>
      ))}
    </>
  );

  const onSubmit = form.handleSubmit(async (v) => {
    setError(null);
    const p = v.previousAddress;
    try {
      await save.mutateAsync({
        transactionId: transaction.transactionId, step: 'payment-method',
        data: {
          method: v.method, termMonths: Number(v.termMonths), ratePercent: Number(v.ratePercent.replace(',', '.')),
          frequency: Number(v.frequency) as 52 | 26 | 12 | 1, downPayment: dollarsToCents(v.downPayment),
          ...(v.method === 'cash' ? {} : {
            applicant: {
              dateOfBirth: v.dateOfBirth, ...(v.sin.trim() ? { sin: v.sin.trim() } : {}), maritalStatus: v.maritalStatus as never, gender: v.gender as never,
              residentialStatus: v.residentialStatus as never, monthlyResidentialPayment: dollarsToCents(v.monthlyResidentialPayment), occupancyDate: v.occupancyDate,
              ...(recent ? { previousAddress: { line1: p.line1.trim(), ...(p.line2.trim() ? { line2: p.line2.trim() } : {}), countryId: 43 as const, city: p.city.trim(), province: p.province, postalCode: normalizePostalCode(p.postalCode) ?? p.postalCode } } : {}),
              employment: {
                status: v.employmentStatus as never, ...(v.employmentType ? { type: v.employmentType as never } : {}), ...(v.employer ? { employer: v.employer } : {}),
                ...(v.occupation ? { occupation: v.occupation } : {}), grossIncome: dollarsToCents(v.grossIncome), frequency: v.incomeFrequency as never,
              },
              creditApplicationConsent: v.creditApplicationConsent,
            },
          }),
        },
      });
      form.reset({ ...v, sin: '' });
      onDone();
    } catch (e) {
      applyServerErrors(e, form.setError, ['body.data.applicant.', 'body.data.']);
      setError(i18n._(problemMessage(e)));
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        {error ? <Alert variant="error">{error}</Alert> : null}
        <div className="purchase__choices" role="radiogroup" aria-label={t`Payment method`}>
          {([['cash', msg`Cash`, msg`Pay the full price at delivery.`], ['finance', msg`Finance`, msg`Own the vehicle, pay it off over a term.`], ['lease', msg`Lease`, msg`Lower payments; return or buy the vehicle at the end.`]] as const).map(([value, title, text]) => (
            <label key={value} className="purchase-choice">
              <input type="radio" value={value} {...form.register('method')} />
              <span>
                <span className="purchase-choice__title">{i18n._(title)}</span>
                <span className="purchase-choice__text">{i18n._(text)}</span>
              </span>
            </label>
          ))}
        </div>
        {method !== 'cash' ? (
          <>
            <div className="purchase__columns">
              <FormSelect<Values> name="termMonths" label={t`Term`}>
                {[12, 24, 36, 48, 60, 72, 84, 96].map((m) => (
                  <option key={m} value={String(m)}>{t`${m} months`}</option>
                ))}
              </FormSelect>
              <FormTextField<Values> name="ratePercent" label={t`Rate (% a year)`} inputMode="decimal" />
              <FormSelect<Values> name="frequency" label={t`Payments`}>
                <option value="52">{t`Weekly`}</option>
                <option value="26">{t`Every two weeks`}</option>
                <option value="12">{t`Monthly`}</option>
              </FormSelect>
              <FormTextField<Values> name="downPayment" label={t`Down payment ($)`} inputMode="decimal" helperText={t`The $250 deposit is added to it.`} />
            </div>
            <fieldset className="purchase__fieldset">
              <legend><Trans>Credit application</Trans></legend>
              <div className="purchase__columns">
                <FormTextField<Values> name="dateOfBirth" type="date" label={t`Date of birth`} required />
                <FormTextField<Values> name="sin" label={t`Social insurance number (optional)`} inputMode="numeric" autoComplete="off"
                  helperText={sinProvided ? t`Already given; leave empty to keep it.` : t`Optional. It is encrypted and never shown again.`} />
                <FormSelect<Values> name="maritalStatus" label={t`Marital status`} required>{options(MARITAL)}</FormSelect>
                <FormSelect<Values> name="gender" label={t`Gender`} required>{options(GENDER)}</FormSelect>
                <FormSelect<Values> name="residentialStatus" label={t`Residential status`} required>{options(RESIDENTIAL)}</FormSelect>
                <FormTextField<Values> name="monthlyResidentialPayment" label={t`Monthly rent or mortgage ($)`} inputMode="decimal" />
                <FormTextField<Values> name="occupancyDate" type="date" label={t`Living at this address since`} required />
              </div>
              {recent ? <AddressFields<Values> prefix="previousAddress" legend={<Trans>Previous address (less than 6 months at the current one)</Trans>} /> : null}
              <div className="purchase__columns">
                <FormSelect<Values> name="employmentStatus" label={t`Employment status`} required>{options(EMPLOYMENT)}</FormSelect>
                <FormSelect<Values> name="employmentType" label={t`Employment type`}>{options(EMPLOYMENT_TYPE)}</FormSelect>
                <FormTextField<Values> name="employer" label={t`Employer`} />
                <FormTextField<Values> name="occupation" label={t`Occupation`} />
                <FormTextField<Values> name="grossIncome" label={t`Gross income ($)`} inputMode="decimal" required />
                <FormSelect<Values> name="incomeFrequency" label={t`Income frequency`} required>{options(INCOME_FREQUENCY)}</FormSelect>
              </div>
              <FormCheckbox<Values> name="creditApplicationConsent"
                label={t`I consent to a credit application being sent to lenders for this purchase, and to my credit file being checked for that purpose.`} />
            </fieldset>
          </>
        ) : null}
        <StepActions saving={form.formState.isSubmitting} onBack={onBack} onReset={() => form.reset(DEFAULTS)} />
      </form>
      {guard}
    </FormProvider>
  );
}
