import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Card, SelectField, Spinner } from '@marketplace/ui';
import { leaseResidualBase, type PaymentFrequency, type PaymentMethod, type TaxRate } from '@marketplace/domain/pricing';
import { useId, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { QuoteRequestSchema } from '@marketplace/contracts/catalog/pricing';
import { z } from 'zod';
import { formResolver } from '../../../lib/form-resolver';
import { numberText } from '../../../lib/form-fields';
import { FormTextField } from '../../../lib/forms';
import type { VehicleDetail } from '../api/get-vehicle';
import { usePriceRecord } from '../api/get-price-record';
import { useTaxes } from '../api/get-taxes';
import {
  DEFAULT_ESTIMATOR_INPUTS, estimate, FREQUENCY_CHOICES, LEASE_KILOMETRE_CHOICES, nothingToFinance, paymentOf, termChoices, unusedDownPayment, type EstimatorInputs,
} from '../estimator';
import { dollarsTextToCents, kilometres, money, percent } from '../format';
import { FREQUENCY_LABELS, labelOr, METHOD_LABELS, PER_PERIOD, TAX_LABELS } from '../labels';
import { catalogProblemMessage } from '../problem-messages';
import { PROVINCE_NAMES, type Province } from '../province';
import { GeolocationDialog } from './geolocation-dialog';

/** The estimate, or null while an input is out of the domain's bounds. */
function safeEstimate(vehicle: VehicleDetail, province: Province, taxes: readonly TaxRate[], inputs: EstimatorInputs, leaseTerms: Parameters<typeof estimate>[4]) {
  try {
    return estimate(
      {
        condition: vehicle.condition,
        allInPrice: vehicle.price.allInPrice,
        msrp: leaseResidualBase({ condition: vehicle.condition, msrp: vehicle.msrp, vehiclePrice: vehicle.price.vehiclePrice }),
      },
      province,
      taxes,
      inputs,
      leaseTerms,
    );
  } catch {
    return null;
  }
}

const METHODS: readonly PaymentMethod[] = ['cash', 'finance', 'lease'];
const quote = QuoteRequestSchema.shape;
/** The typed fields, named and bounded as the quote's (cents, 0–40 %): the down payment in dollars, the rate with a dot or a comma. */
const FieldsSchema = z.object({
  downPayment: numberText(quote.downPayment, 'catalog.invalid_down_payment', dollarsTextToCents),
  ratePercent: numberText(quote.ratePercent, 'catalog.invalid_rate', (text) => (text === '' ? Number.NaN : Number(text.replace(',', '.')))),
});
interface FieldValues {
  downPayment: string;
  ratePercent: string;
}
/** A field's value as the quote takes it, or null while the text is refused. */
const valueOf = (field: keyof FieldValues, text: string): number | null => {
  const parsed = FieldsSchema.shape[field].safeParse(text);
  return parsed.success ? parsed.data : null;
};

/**
 * The payment estimator (spec §2 vehicle page): cash, finance or lease; frequency 52/26/12/1; term; down payment;
 * rate; the province from the change-geolocation modal. It computes live in the browser with libs/domain, the same
 * functions and inputs as POST /api/pricing/quote, using the province's taxes from GET /api/pricing/taxes. A down
 * payment larger than what is owed finances nothing (and is only used up to what is owed, or a lease's residual):
 * the estimator says so rather than show a payment of 0 or below (issue #42).
 */
export function PaymentEstimator({
  vehicle,
  province,
  onProvinceChange,
  lang,
}: {
  vehicle: VehicleDetail;
  province: Province;
  onProvinceChange: (p: Province) => void;
  lang: string;
}) {
  const { t, i18n } = useLingui();
  const methodName = useId();
  const [method, setMethod] = useState<PaymentMethod>(DEFAULT_ESTIMATOR_INPUTS.method);
  const [frequency, setFrequency] = useState<PaymentFrequency>(DEFAULT_ESTIMATOR_INPUTS.frequency);
  const [chosenTerm, setTermMonths] = useState(DEFAULT_ESTIMATOR_INPUTS.termMonths);
  const [kilometresPerYear, setKilometresPerYear] = useState(DEFAULT_ESTIMATOR_INPUTS.kilometresPerYear);
  const terms = termChoices(method);
  // A lease runs 24 to 60 months: a longer finance term reads as the longest lease term.
  const termMonths = terms.includes(chosenTerm) ? chosenTerm : Math.min(Math.max(chosenTerm, terms[0]), terms[terms.length - 1]);
  const form = useForm<FieldValues, unknown, z.output<typeof FieldsSchema>>({
    resolver: formResolver(FieldsSchema),
    mode: 'onChange',
    defaultValues: {
      downPayment: '',
      ratePercent: String(DEFAULT_ESTIMATOR_INPUTS.ratePercent),
    },
  });
  const [downText = '', rateText = ''] = useWatch({
    control: form.control,
    name: ['downPayment', 'ratePercent'],
  });

  const allInPrice = vehicle.price.allInPrice;
  const taxes = useTaxes(province, allInPrice);
  const isNew = vehicle.condition === 'new';
  const record = usePriceRecord(vehicle.trim.id, province, isNew);

  // Cash has no down payment (what is left is paid at delivery): its field is hidden and not read.
  const downPayment = method === 'cash' ? 0 : valueOf('downPayment', downText);
  const rate = valueOf('ratePercent', rateText);
  const inputs: EstimatorInputs | null = downPayment === null || rate === null ? null : { method, frequency, termMonths, downPayment, ratePercent: rate, kilometresPerYear };
  const leaseTerms = record.data?.lease?.terms;
  const ready = taxes.isSuccess && (!isNew || !record.isPending);
  // Cheap (a few multiplications): computed on every render, so every change shows at once.
  const prices = inputs && taxes.data && ready ? safeEstimate(vehicle, province, taxes.data.taxes, inputs, leaseTerms) : null;

  const provinceName = i18n._(PROVINCE_NAMES[province]);
  const termText = (months: number) => t`${months} months`;
  const amount = prices ? money(paymentOf(prices, method), lang, { cents: true }) : null;
  const period = i18n._(PER_PERIOD[frequency]);
  const termRate = prices ? (method === 'lease' ? prices.lease.term : prices.finance.term) : null;
  const nothingFinanced = prices !== null && method === 'finance' && nothingToFinance(prices);
  const unused = prices && inputs ? unusedDownPayment(prices, inputs.downPayment) : 0;
  const usedDownPayment = prices ? money(prices.deal.downPaymentApplied, lang, { cents: true }) : '';

  return (
    <Card className="estimator" aria-labelledby="estimator-title">
      <h2 id="estimator-title" className="card-title">
        <Trans>Payment estimator</Trans>
      </h2>
      <div className="estimator__province">
        <p>
          <Trans>
            Taxes for <strong data-testid="estimator-province">{provinceName}</strong>
          </Trans>
        </p>
        <GeolocationDialog province={province} onChange={onProvinceChange} />
      </div>

      <fieldset className="estimator__methods">
        <legend>
          <Trans>Payment method</Trans>
        </legend>
        {METHODS.map((m) => (
          <label key={m} className="estimator__method">
            <input type="radio" name={methodName} value={m} checked={method === m} onChange={() => setMethod(m)} />
            {i18n._(METHOD_LABELS[m])}
          </label>
        ))}
      </fieldset>

      <FormProvider {...form}>
        <form className="estimator__fields" onSubmit={(e) => e.preventDefault()} noValidate aria-label={t`Payment terms`}>
          {method !== 'cash' ? (
            <>
              <SelectField
                label={<Trans>Payment frequency</Trans>}
                value={String(frequency)}
                onChange={(e) => setFrequency(Number(e.target.value) as PaymentFrequency)}
              >
                {FREQUENCY_CHOICES.map((f) => (
                  <option key={f} value={f}>
                    {i18n._(FREQUENCY_LABELS[f])}
                  </option>
                ))}
              </SelectField>
              <SelectField label={<Trans>Term</Trans>} value={String(termMonths)} onChange={(e) => setTermMonths(Number(e.target.value))}>
                {terms.map((months) => (
                  <option key={months} value={months}>
                    {termText(months)}
                  </option>
                ))}
              </SelectField>
              {method === 'lease' ? (
                <SelectField label={<Trans>Kilometres a year</Trans>} value={String(kilometresPerYear)} onChange={(e) => setKilometresPerYear(Number(e.target.value))}>
                  {LEASE_KILOMETRE_CHOICES.map((km) => (
                    <option key={km} value={km}>
                      {kilometres(km, lang)}
                    </option>
                  ))}
                </SelectField>
              ) : null}
              <FormTextField<FieldValues> name="ratePercent" label={t`Interest rate (%)`} inputMode="decimal" maxLength={6} />
              <FormTextField<FieldValues>
                name="downPayment"
                label={t`Down payment ($)`}
                inputMode="decimal"
                helperText={t`On top of the $250 refundable deposit`}
                maxLength={12}
              />
            </>
          ) : null}
        </form>
      </FormProvider>

      <div className="estimator__result" aria-live="polite">
        {taxes.isError ? (
          <Alert variant="error">{i18n._(catalogProblemMessage(taxes.error))}</Alert>
        ) : !ready ? (
          <Spinner size="small" />
        ) : !inputs ? (
          <p className="estimator__note">
            <Trans>Check the down payment and the rate to see the payment.</Trans>
          </p>
        ) : prices && amount ? (
          <>
            <p className="estimator__payment" data-testid="estimator-payment">
              {nothingFinanced ? (
                <span className="estimator__amount">
                  <Trans>Nothing to finance</Trans>
                </span>
              ) : method === 'cash' ? (
                <Trans>
                  <span className="estimator__amount">{amount}</span> to pay
                </Trans>
              ) : (
                <>
                  <span className="estimator__amount">{amount}</span> {period}
                </>
              )}
            </p>
            {unused > 0 ? (
              <p className="estimator__note" data-testid="estimator-down-payment-note">
                {method === 'lease' ? (
                  <Trans>A lease cannot go below its residual value: {usedDownPayment} of your down payment would be used.</Trans>
                ) : (
                  <Trans>Your down payment and the deposit cover the total: {usedDownPayment} of your down payment would be used.</Trans>
                )}
              </p>
            ) : null}
            <dl className="price-lines">
              <div className="price-lines__row">
                <dt>
                  <Trans>All-in price</Trans>
                </dt>
                <dd>{money(allInPrice, lang)}</dd>
              </div>
              {(method === 'lease' ? prices.lease.taxes : prices.taxes).map((tax) => (
                <div key={tax.name} className="price-lines__row">
                  <dt>
                    {labelOr(TAX_LABELS, tax.name, (d) => i18n._(d))} ({percent(tax.percent, lang)}){method === 'lease' ? <> {period}</> : null}
                  </dt>
                  <dd>{money(tax.amount, lang, { cents: true })}</dd>
                </div>
              ))}
              {prices.levies.map((levy) => (
                <div key={levy.name} className="price-lines__row">
                  <dt>
                    <Trans>Federal luxury tax</Trans>
                  </dt>
                  <dd>{money(levy.amount, lang, { cents: true })}</dd>
                </div>
              ))}
              {method !== 'lease' ? (
                <div className="price-lines__row price-lines__row--total">
                  <dt>
                    <Trans>Total with taxes</Trans>
                  </dt>
                  <dd>{money(prices.total, lang, { cents: true })}</dd>
                </div>
              ) : null}
              <div className="price-lines__row">
                <dt>
                  <Trans>Refundable deposit</Trans>
                </dt>
                <dd>{money(prices.deposit, lang, { cents: true })}</dd>
              </div>
              {method !== 'cash' && termRate ? (
                <div className="price-lines__row">
                  <dt>
                    <Trans>Term and rate</Trans>
                  </dt>
                  <dd>
                    {termText(termRate.months)}, {percent(termRate.value, lang)}
                  </dd>
                </div>
              ) : null}
              {method === 'lease' ? (
                <div className="price-lines__row">
                  <dt>
                    <Trans>Residual value</Trans>
                  </dt>
                  <dd data-testid="estimator-residual">
                    {money(prices.lease.residual.amount, lang, { cents: true })} ({percent(prices.lease.residual.value, lang)})
                  </dd>
                </div>
              ) : null}
              {method === 'lease' ? (
                <div className="price-lines__row">
                  <dt>
                    <Trans>Extra kilometres</Trans>
                  </dt>
                  <dd>{t`${money(prices.lease.excessKmCharge, lang, { cents: true })} per km over ${kilometres(prices.lease.kilometresPerYear, lang)} a year`}</dd>
                </div>
              ) : null}
            </dl>
            <p className="estimator__note">
              {method === 'cash' ? (
                <Trans>Total with sales taxes, less the deposit. Licensing extra.</Trans>
              ) : (
                <Trans>Estimate with sales taxes; the deposit counts toward the down payment. Licensing extra. Rate subject to credit approval.</Trans>
              )}
            </p>
          </>
        ) : null}
      </div>
    </Card>
  );
}
