import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApplicantSchema, CoApplicantSchema, PaymentMethodSchema } from '@marketplace/contracts/purchase';
import type { PurchaseCreditDecision } from '@marketplace/contracts/purchase/customer.routes';
import { Alert, Button, LoadingArea } from '@marketplace/ui';
import { isValidSinNumber, LEASE_KILOMETRE_CHOICES, MAX_LEASE_TERM_MONTHS, MIN_LEASE_TERM_MONTHS, normalizePostalCode } from '@marketplace/domain/shared';
import { PAYMENT_FREQUENCIES, termChoices } from '@marketplace/domain/pricing';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { formResolver } from '../../../../lib/form-resolver';
import { FormCheckbox, FormTextField } from '../../../../lib/forms';
import { problemMessage } from '../../../../lib/problem-messages';
import { addFormIssue, ValidationCode } from '../../../../lib/validation';
import { useCreditPrequalification } from '../../api/get-credit-prequalification';
import { useFormDetails } from '../../api/get-form-details';
import { usePaymentMethodQuote, type PaymentMethodQuote } from '../../api/quote-payment-method';
import { useSaveStep } from '../../api/save-completed-steps';
import { centsToDollarsText, dollarsToCents, kilometres } from '../../format';
import { applyServerErrors } from '../../server-errors';
import { useDirtyGuard } from '../../use-dirty-guard';
import { CoApplicantSection, EMPTY_CO_APPLICANT, type CoApplicantValues } from '../co-applicant-fields';
import { CreditDecisionText } from '../credit-decision';
import { EMPLOYMENT, INCOME_FREQUENCY } from '../credit-labels';
import { CreditRate } from '../credit-rate';
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
const EMPLOYMENT_TYPE: Record<string, MessageDescriptor> = {
  full_time: msg`Full time`, full_time_probation: msg`Full time (probation)`, part_time_regular: msg`Part time (regular)`, part_time_casual: msg`Part time (casual)`,
  seasonal_summer: msg`Seasonal (summer)`, seasonal_winter: msg`Seasonal (winter)`,
};
const PAYMENT_FREQUENCY: Record<number, MessageDescriptor> = { 52: msg`Weekly`, 26: msg`Every two weeks`, 12: msg`Monthly`, 1: msg`Yearly` };

const isIsoDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);
const monthsAgo = (iso: string) => {
  const d = new Date(`${iso}T12:00:00`);
  const now = new Date();
  return (now.getFullYear() - d.getFullYear()) * 12 + (now.getMonth() - d.getMonth()) - (now.getDate() < d.getDate() ? 1 : 0);
};
const todayIso = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};
/** Less than 6 months at the current address: the previous one is asked. */
const isRecentMove = (occupancyDate: string) => isIsoDate(occupancyDate) && monthsAgo(occupancyDate) < 6;

type AddressValues = Record<'line1' | 'line2' | 'city' | 'province' | 'postalCode' | 'phone', string>;
/** The request's shape, as the inputs hold it (text for numbers, '' for no choice). */
interface Values {
  method: 'cash' | 'finance' | 'lease';
  termMonths: string;
  frequency: string;
  downPayment: string;
  kilometresPerYear: string;
  /** Use the buyer's credit pre-qualification under 30 days instead of a new credit application. */
  usePrequalification: boolean;
  applicant: {
    dateOfBirth: string;
    sin: string;
    maritalStatus: string;
    gender: string;
    residentialStatus: string;
    monthlyResidentialPayment: string;
    occupancyDate: string;
    previousAddress: AddressValues;
    employment: Record<'status' | 'type' | 'employer' | 'occupation' | 'hiringDate' | 'grossIncome' | 'frequency', string>;
    creditApplicationConsent: boolean;
    /** The co-applicant section is open: a joint application (ADR 0063). */
    withCoApplicant: boolean;
    coApplicant: CoApplicantValues;
  };
}

/** '' (no choice, nothing typed) is left out of the request, so the contract reads it as missing. */
const given = (text: string) => (text.trim() ? text.trim() : undefined);

/** The payment terms from the fields (the allowance only for a lease). No rate: it is the pre-qualification's (ADR 0057). */
function termsOf(v: Values) {
  return {
    method: v.method, termMonths: Number(v.termMonths), frequency: Number(v.frequency), downPayment: dollarsToCents(v.downPayment),
    ...(v.method === 'lease' ? { kilometresPerYear: Number(v.kilometresPerYear) } : {}),
  };
}

const addressOf = (p: AddressValues) => ({ line1: p.line1, line2: given(p.line2), city: p.city, province: p.province, postalCode: normalizePostalCode(p.postalCode) ?? p.postalCode });

/** The co-applicant's part of the request: their own address and housing payment only when they live elsewhere. */
function coApplicantOf(c: CoApplicantValues) {
  const e = c.employment;
  return {
    firstName: c.firstName, lastName: c.lastName, dateOfBirth: given(c.dateOfBirth), relationship: given(c.relationship), livesWithApplicant: c.livesWithApplicant,
    address: c.livesWithApplicant ? undefined : addressOf(c.address), monthlyResidentialPayment: c.livesWithApplicant ? 0 : dollarsToCents(c.monthlyResidentialPayment),
    employment: {
      status: given(e.status), employer: given(e.employer), occupation: given(e.occupation), hiringDate: given(e.hiringDate), grossIncome: dollarsToCents(e.grossIncome),
      frequency: given(e.frequency),
    },
    consent: c.consent,
  };
}

/** The step's request from the fields: numbers from their text, and no applicant for a cash purchase. */
function toRequest(v: Values) {
  const a = v.applicant;
  const p = a.previousAddress;
  return {
    ...termsOf(v),
    applicant: v.method === 'cash' || v.usePrequalification ? undefined : {
      dateOfBirth: given(a.dateOfBirth), sin: given(a.sin), maritalStatus: given(a.maritalStatus), gender: given(a.gender), residentialStatus: given(a.residentialStatus),
      monthlyResidentialPayment: dollarsToCents(a.monthlyResidentialPayment), occupancyDate: given(a.occupancyDate),
      previousAddress: isRecentMove(a.occupancyDate) ? addressOf(p) : undefined,
      employment: {
        status: given(a.employment.status), type: given(a.employment.type), employer: given(a.employment.employer), occupation: given(a.employment.occupation),
        hiringDate: given(a.employment.hiringDate), grossIncome: dollarsToCents(a.employment.grossIncome), frequency: given(a.employment.frequency),
      },
      coApplicant: a.withCoApplicant ? coApplicantOf(a.coApplicant) : undefined,
      creditApplicationConsent: a.creditApplicationConsent,
    },
  };
}

/** The contract's rules, plus what the decider asks of an applicant that the contract leaves open, shown before sending. */
export const PaymentMethodFormSchema = z.preprocess(
  (v) => toRequest(v as Values),
  PaymentMethodSchema.extend({
    // The SIN and a future date are checked on their own fields, so they show even while other fields are empty.
    applicant: ApplicantSchema.safeExtend({
      sin: ApplicantSchema.shape.sin.refine((sin) => sin === undefined || isValidSinNumber(sin), { params: { code: 'purchase.invalid_sin' } }),
      occupancyDate: ApplicantSchema.shape.occupancyDate.refine((date) => date <= todayIso(), { params: { code: 'purchase.invalid_occupancy_date' } }),
      // The decider's rules for a co-applicant, shown before sending (ADR 0063).
      coApplicant: CoApplicantSchema.superRefine((c, ctx) => {
        addFormIssue(ctx, 'dateOfBirth', monthsAgo(c.dateOfBirth) < 216 && 'purchase.co_applicant_too_young');
        addFormIssue(ctx, 'consent', !c.consent && 'purchase.co_applicant_consent_required');
        const hired = c.employment.hiringDate;
        if (hired && (hired > todayIso() || hired < c.dateOfBirth)) {
          ctx.addIssue({ code: 'custom', path: ['employment', 'hiringDate'], message: 'purchase.invalid_hiring_date', params: { code: 'purchase.invalid_hiring_date' } });
        }
      }).optional(),
    }).superRefine((a, ctx) => {
      addFormIssue(ctx, 'dateOfBirth', monthsAgo(a.dateOfBirth) < 216 && 'purchase.applicant_too_young');
      addFormIssue(ctx, 'occupancyDate', a.occupancyDate < a.dateOfBirth && 'purchase.invalid_occupancy_date');
      addFormIssue(ctx, 'creditApplicationConsent', !a.creditApplicationConsent && 'purchase.credit_consent_required');
      if (a.employment.grossIncome <= 0) ctx.addIssue({ code: 'custom', path: ['employment', 'grossIncome'], message: ValidationCode.required });
    }).optional(),
  }).superRefine((v, ctx) => {
    addFormIssue(ctx, 'termMonths', v.method === 'lease' && (v.termMonths < MIN_LEASE_TERM_MONTHS || v.termMonths > MAX_LEASE_TERM_MONTHS) && 'purchase.invalid_lease_term');
  }),
);

/** The terms to price live, or null while one of them is not a valid choice yet. */
function quoteTermsOf(transactionId: string, v: Values): PaymentMethodQuote | null {
  const terms = termsOf(v);
  const valid = Number.isInteger(terms.downPayment) && terms.downPayment >= 0
    && termChoices(v.method).includes(terms.termMonths);
  return valid ? { transactionId, ...terms, frequency: terms.frequency as PaymentMethodQuote['frequency'] } : null;
}

const emptyAddress = { line1: '', line2: '', city: '', province: '', postalCode: '', phone: '' };
const DEFAULTS: Values = {
  method: 'finance', termMonths: '60', frequency: '52', downPayment: '', kilometresPerYear: '20000', usePrequalification: false,
  applicant: {
    dateOfBirth: '', sin: '', maritalStatus: '', gender: '', residentialStatus: '', monthlyResidentialPayment: '', occupancyDate: '', previousAddress: emptyAddress,
    employment: { status: '', type: '', employer: '', occupation: '', hiringDate: '', grossIncome: '', frequency: 'monthly' }, creditApplicationConsent: false,
    withCoApplicant: false, coApplicant: EMPTY_CO_APPLICANT,
  },
};

/** Step 3: cash, finance (default) or lease, with term, rate, frequency and down payment, and the credit applicant (spec §3). */
export function PaymentMethodStep(props: StepProps) {
  const form = useFormDetails(props.transaction.transactionId);
  const pre = useCreditPrequalification();
  if (form.isPending || pre.isPending) return <LoadingArea />;
  const pm = form.data?.paymentMethod;
  const a = pm?.applicant;
  const prequalification = pre.data?.prequalification ?? null;
  const initial: Values = pm
    ? {
      ...DEFAULTS, method: pm.method ?? 'finance', termMonths: String(pm.termMonths ?? 60), frequency: String(pm.frequency ?? 52),
      downPayment: centsToDollarsText(pm.downPayment), kilometresPerYear: String(pm.kilometresPerYear ?? 20_000),
      applicant: a ? {
        dateOfBirth: a.dateOfBirth, sin: '', maritalStatus: a.maritalStatus, gender: a.gender, residentialStatus: a.residentialStatus,
        monthlyResidentialPayment: centsToDollarsText(a.monthlyResidentialPayment), occupancyDate: a.occupancyDate,
        previousAddress: { ...emptyAddress, ...(a.previousAddress ?? {}), line2: a.previousAddress?.line2 ?? '', phone: a.previousAddress?.phone ?? '' },
        employment: {
          status: a.employment.status, type: a.employment.type ?? '', employer: a.employment.employer ?? '', occupation: a.employment.occupation ?? '',
          hiringDate: a.employment.hiringDate ?? '', grossIncome: centsToDollarsText(a.employment.grossIncome), frequency: a.employment.frequency,
        },
        creditApplicationConsent: a.creditApplicationConsent, withCoApplicant: false, coApplicant: EMPTY_CO_APPLICANT,
      } : DEFAULTS.applicant,
    }
    : DEFAULTS;
  return (
    <PaymentMethodForm {...props} initial={{ ...initial, usePrequalification: Boolean(prequalification) && !a }} sinProvided={Boolean(a?.sinProvided)} prequalification={prequalification} />
  );
}

function PaymentMethodForm({ transaction, vehicleId, onDone, onBack, onPricesPreview, initial, sinProvided, prequalification }: StepProps & {
  initial: Values; sinProvided: boolean; prequalification: PurchaseCreditDecision | null;
}) {
  const { t, i18n } = useLingui();
  const save = useSaveStep(vehicleId);
  const [error, setError] = useState<string | null>(null);
  // Saved with an application the bureau could not answer: the buyer reads that a person decides before moving on.
  const [queuedForReview, setQueuedForReview] = useState(false);
  const form = useForm<Values, unknown, z.output<typeof PaymentMethodFormSchema>>({ resolver: formResolver(PaymentMethodFormSchema), mode: 'onTouched', defaultValues: initial });
  const method = useWatch({ control: form.control, name: 'method' });
  const [termMonths, frequency, downPayment, kilometresPerYear] = useWatch({
    control: form.control, name: ['termMonths', 'frequency', 'downPayment', 'kilometresPerYear'],
  });
  const terms = termChoices(method);
  // A lease runs 24 to 60 months: switching to a lease moves a longer or shorter term to the nearest lease term.
  useEffect(() => {
    if (method !== 'cash' && !terms.includes(Number(termMonths))) {
      form.setValue('termMonths', String(Math.min(Math.max(Number(termMonths) || 60, terms[0]), terms[terms.length - 1])), { shouldDirty: true });
    }
  }, [method, termMonths, terms, form]);
  // The summary follows the fields (debounced), priced by the server's quote.
  const quoteTerms = useMemo(
    () => quoteTermsOf(transaction.transactionId, { ...DEFAULTS, method, termMonths, frequency, downPayment, kilometresPerYear }),
    [transaction.transactionId, method, termMonths, frequency, downPayment, kilometresPerYear],
  );
  const quote = usePaymentMethodQuote(quoteTerms);
  useEffect(() => {
    if (quote.data) onPricesPreview?.(quote.data);
  }, [quote.data, onPricesPreview]);
  useEffect(() => () => onPricesPreview?.(null), [onPricesPreview]);
  const recent = isRecentMove(useWatch({ control: form.control, name: 'applicant.occupancyDate' }));
  const usePrequalification = useWatch({ control: form.control, name: 'usePrequalification' }) && prequalification !== null;
  // A pre-qualification that does not allow credit: a new application in this step, with a co-applicant (ADR 0063).
  const applyWithCoApplicant = () => {
    form.setValue('usePrequalification', false, { shouldDirty: true });
    form.setValue('applicant.withCoApplicant', true, { shouldDirty: true });
  };
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

  const onSubmit = form.handleSubmit(async (data) => {
    setError(null);
    try {
      const saved = await save.mutateAsync({ transactionId: transaction.transactionId, step: 'payment-method', data });
      const values = form.getValues();
      form.reset({ ...values, applicant: { ...values.applicant, sin: '' } });
      if (data.method !== 'cash' && saved.creditDecision?.outcome === 'in_review') setQueuedForReview(true);
      else onDone();
    } catch (e) {
      applyServerErrors(e, form.setError);
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
                {terms.map((m) => (
                  <option key={m} value={String(m)}>{t`${m} months`}</option>
                ))}
              </FormSelect>
              <FormSelect<Values> name="frequency" label={t`Payments`}>
                {PAYMENT_FREQUENCIES.map((f) => (
                  <option key={f} value={String(f)}>{i18n._(PAYMENT_FREQUENCY[f])}</option>
                ))}
              </FormSelect>
              {method === 'lease' ? (
                <FormSelect<Values> name="kilometresPerYear" label={t`Kilometres a year`}>
                  {LEASE_KILOMETRE_CHOICES.map((km) => (
                    <option key={km} value={String(km)}>{kilometres(km, i18n.locale)}</option>
                  ))}
                </FormSelect>
              ) : null}
              <FormTextField<Values> name="downPayment" label={t`Down payment ($)`} inputMode="decimal" helperText={t`The $250 deposit is added to it.`} />
            </div>
            <CreditRate credit={quote.data?.credit ?? null} />
            {prequalification ? (
              <Alert variant="info" title={<Trans>Your credit pre-qualification</Trans>}>
                <p><CreditDecisionText decision={prequalification} /></p>
                <FormCheckbox<Values> name="usePrequalification" label={t`Use my pre-qualification for this purchase instead of a new credit application`} />
                {usePrequalification && prequalification.outcome !== 'congratulations' ? (
                  <Button type="button" variant="secondary" onClick={applyWithCoApplicant}>
                    <Trans>Apply again with a co-applicant</Trans>
                  </Button>
                ) : null}
              </Alert>
            ) : null}
            {usePrequalification ? null : (
            <fieldset className="purchase__fieldset">
              <legend><Trans>Credit application</Trans></legend>
              <div className="purchase__columns">
                <FormTextField<Values> name="applicant.dateOfBirth" type="date" label={t`Date of birth`} required />
                <FormTextField<Values> name="applicant.sin" label={t`Social insurance number (optional)`} inputMode="numeric" autoComplete="off"
                  helperText={sinProvided ? t`Already given; leave empty to keep it.` : t`Optional. It is encrypted and never shown again.`} />
                <FormSelect<Values> name="applicant.maritalStatus" label={t`Marital status`} required>{options(MARITAL)}</FormSelect>
                <FormSelect<Values> name="applicant.gender" label={t`Gender`} required>{options(GENDER)}</FormSelect>
                <FormSelect<Values> name="applicant.residentialStatus" label={t`Residential status`} required>{options(RESIDENTIAL)}</FormSelect>
                <FormTextField<Values> name="applicant.monthlyResidentialPayment" label={t`Monthly rent or mortgage ($)`} inputMode="decimal" />
                <FormTextField<Values> name="applicant.occupancyDate" type="date" label={t`Living at this address since`} required />
              </div>
              {recent ? <AddressFields<Values> prefix="applicant.previousAddress" legend={<Trans>Previous address (less than 6 months at the current one)</Trans>} /> : null}
              <div className="purchase__columns">
                <FormSelect<Values> name="applicant.employment.status" label={t`Employment status`} required>{options(EMPLOYMENT)}</FormSelect>
                <FormSelect<Values> name="applicant.employment.type" label={t`Employment type`}>{options(EMPLOYMENT_TYPE)}</FormSelect>
                <FormTextField<Values> name="applicant.employment.employer" label={t`Employer`} />
                <FormTextField<Values> name="applicant.employment.occupation" label={t`Occupation`} />
                <FormTextField<Values> name="applicant.employment.hiringDate" type="date" label={t`Hired on`} />
                <FormTextField<Values> name="applicant.employment.grossIncome" label={t`Gross income ($)`} inputMode="decimal" required />
                <FormSelect<Values> name="applicant.employment.frequency" label={t`Income frequency`} required>{options(INCOME_FREQUENCY)}</FormSelect>
              </div>
              <FormCheckbox<Values> name="applicant.creditApplicationConsent"
                label={t`I consent to a credit application being sent to lenders for this purchase, and to my credit file being checked for that purpose.`} />
              <CoApplicantSection<Values> prefix="applicant.coApplicant" open="applicant.withCoApplicant" />
            </fieldset>
            )}
          </>
        ) : null}
        {method !== 'cash' && transaction.creditDecision?.outcome === 'in_review' ? (
          <Alert variant="info" title={<Trans>Your credit application is in review</Trans>}>
            <p><CreditDecisionText decision={transaction.creditDecision} /></p>
            {queuedForReview ? (
              <Button type="button" variant="primary" onClick={onDone}>
                <Trans>Continue</Trans>
              </Button>
            ) : null}
          </Alert>
        ) : null}
        <StepActions saving={form.formState.isSubmitting} onBack={onBack} onReset={() => form.reset(DEFAULTS)} />
      </form>
      {guard}
    </FormProvider>
  );
}
