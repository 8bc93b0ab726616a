import { type Cents, DEFAULT_FREQUENCY, DEFAULT_RATE_PERCENT, DEFAULT_RESIDUAL_PERCENT, DEFAULT_TERM_MONTHS, type PaymentFrequency, type PaymentMethod, type Prices, recalculate, residualForKm, type TaxRate } from '@marketplace/domain/pricing';

/**
 * The vehicle page's payment estimator: the same maths as the server's POST /api/pricing/quote (libs/domain
 * `recalculate`, `financePayment`, `leasePayment`), fed with the same inputs, so the page and the quote agree to the
 * cent. Money in cents.
 */
export interface EstimatorInputs {
  method: PaymentMethod;
  frequency: PaymentFrequency;
  termMonths: number;
  /** Down payment on top of the $250 deposit, cents. */
  downPayment: Cents;
  ratePercent: number;
}

export const DEFAULT_ESTIMATOR_INPUTS: EstimatorInputs = {
  method: 'finance',
  frequency: DEFAULT_FREQUENCY,
  termMonths: DEFAULT_TERM_MONTHS,
  downPayment: 0,
  ratePercent: DEFAULT_RATE_PERCENT,
};

export const TERM_CHOICES = [24, 36, 48, 60, 72, 84, 96] as const;
export const FREQUENCY_CHOICES: readonly PaymentFrequency[] = [52, 26, 12, 1];

/** Spec §9 (the server's DEFAULT_LEASE_KM_PER_YEAR): the usual yearly allowance when the customer has not chosen one. */
export const DEFAULT_LEASE_KM_PER_YEAR = 20_000;

export interface EstimatedVehicle {
  condition: 'new' | 'used';
  /** Advertised all-in price (vehicle + fees), cents. */
  allInPrice: Cents;
  /** MSRP when known, else the vehicle price before fees (as the server's quote). */
  msrp: Cents;
}

export interface LeaseTerm {
  months: number;
  residualByKm: readonly { kilometers: number; value: number }[];
}

/**
 * The lessor's residual (percent of MSRP), as the server's quote picks it: a new vehicle uses its trim's lease term
 * with the same months (else the closest) at 20,000 km a year; used vehicles, or no lessor offer, get the spec's default.
 */
export function residualPercentFor(
  vehicle: Pick<EstimatedVehicle, 'condition'>,
  termMonths: number,
  leaseTerms: readonly LeaseTerm[] | null | undefined,
): number {
  if (vehicle.condition !== 'new' || !leaseTerms || leaseTerms.length === 0) return DEFAULT_RESIDUAL_PERCENT;
  const term = [...leaseTerms].sort((a, b) => Math.abs(a.months - termMonths) - Math.abs(b.months - termMonths))[0];
  try {
    return residualForKm(term.residualByKm, DEFAULT_LEASE_KM_PER_YEAR);
  } catch {
    return DEFAULT_RESIDUAL_PERCENT;
  }
}

/** Spec §4 recalculation of the vehicle alone (no protection plan, delivery or trade-in yet), every amount in cents. */
export function estimate(vehicle: EstimatedVehicle, taxes: readonly TaxRate[], inputs: EstimatorInputs, leaseTerms?: readonly LeaseTerm[] | null): Prices {
  const terms = { downPayment: inputs.downPayment, termMonths: inputs.termMonths, ratePercent: inputs.ratePercent };
  return recalculate({
    productPrice: vehicle.allInPrice,
    protectionPlanPrice: 0,
    deliveryPrice: 0,
    taxes,
    vehicleCondition: vehicle.condition,
    paymentMethod: inputs.method,
    finance: terms,
    lease: { ...terms, msrp: vehicle.msrp, residualPercent: residualPercentFor(vehicle, inputs.termMonths, leaseTerms) },
    frequency: inputs.frequency,
  });
}

/** The payment per period of the chosen method (cash: what is left to pay after the deposit). */
export function paymentOf(prices: Prices, method: PaymentMethod): Cents {
  return method === 'cash' ? prices.cash : method === 'lease' ? prices.lease.payment : prices.finance.payment;
}
