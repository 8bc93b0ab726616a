import {
  type Cents, DEFAULT_FREQUENCY, DEFAULT_RATE_PERCENT, DEFAULT_TERM_MONTHS, type LeaseOfferTerm, type PaymentFrequency, type PaymentMethod, type Prices,
  PAYMENT_FREQUENCIES, type Province, recalculate, leaseResidualPercent, termChoices, type TaxRate,
} from '@marketplace/domain/pricing';
import { DEFAULT_LEASE_KM_PER_YEAR, LEASE_KILOMETRE_CHOICES } from '@marketplace/domain/shared';

/**
 * The vehicle page's payment estimator: the same maths as the server's POST /api/pricing/quote (libs/domain
 * `recalculate`, whose chosen method's figures are the deal's, `computeDeal`, ADR 0057), fed with the same inputs, so
 * the page and the quote agree to the cent and nothing is ever negative. Money in cents.
 */
export interface EstimatorInputs {
  method: PaymentMethod;
  frequency: PaymentFrequency;
  termMonths: number;
  /** Down payment on top of the $250 deposit, cents. */
  downPayment: Cents;
  ratePercent: number;
  /** Lease: yearly kilometre allowance. */
  kilometresPerYear: number;
}

export const DEFAULT_ESTIMATOR_INPUTS: EstimatorInputs = {
  method: 'finance',
  frequency: DEFAULT_FREQUENCY,
  termMonths: DEFAULT_TERM_MONTHS,
  downPayment: 0,
  ratePercent: DEFAULT_RATE_PERCENT,
  kilometresPerYear: DEFAULT_LEASE_KM_PER_YEAR,
};

/** The same choices on the vehicle page and in the purchase's payment step (libs/domain pricing). */
export const FREQUENCY_CHOICES: readonly PaymentFrequency[] = PAYMENT_FREQUENCIES;
export { LEASE_KILOMETRE_CHOICES, termChoices };

export interface EstimatedVehicle {
  condition: 'new' | 'used';
  /** Advertised all-in price (vehicle + fees), cents. */
  allInPrice: Cents;
  /** What the residual applies to, as the server's quote: `leaseResidualBase` (a new vehicle's MSRP, a used vehicle's price). */
  msrp: Cents;
}

export type LeaseTerm = LeaseOfferTerm;

/**
 * The lease residual (percent of MSRP), as the server's quote picks it: a new vehicle uses its trim's lease term with
 * the same months (else the closest) at the allowance; used vehicles, or no lessor offer, the default table (ADR 0021).
 */
export function residualPercentFor(
  vehicle: Pick<EstimatedVehicle, 'condition'>,
  termMonths: number,
  leaseTerms: readonly LeaseTerm[] | null | undefined,
  kilometresPerYear: number = DEFAULT_LEASE_KM_PER_YEAR,
): number {
  return leaseResidualPercent(vehicle.condition === 'new' ? leaseTerms : null, termMonths, kilometresPerYear);
}

/** Spec §4 recalculation of the vehicle alone (no protection plan, delivery or trade-in yet), every amount in cents. */
export function estimate(
  vehicle: EstimatedVehicle, province: Province, taxes: readonly TaxRate[], inputs: EstimatorInputs, leaseTerms?: readonly LeaseTerm[] | null,
): Prices {
  const terms = { downPayment: inputs.downPayment, termMonths: inputs.termMonths, ratePercent: inputs.ratePercent };
  return recalculate({
    province,
    productPrice: vehicle.allInPrice,
    protectionPlanPrice: 0,
    deliveryPrice: 0,
    taxes,
    vehicleCondition: vehicle.condition,
    paymentMethod: inputs.method,
    finance: terms,
    lease: {
      ...terms, msrp: vehicle.msrp, kilometresPerYear: inputs.kilometresPerYear,
      residualPercent: residualPercentFor(vehicle, inputs.termMonths, leaseTerms, inputs.kilometresPerYear),
    },
    frequency: inputs.frequency,
  });
}

/** The payment per period of the chosen method (cash: what is left to pay after the deposit). */
export function paymentOf(prices: Prices, method: PaymentMethod): Cents {
  return method === 'cash' ? prices.cash : method === 'lease' ? prices.lease.payment : prices.finance.payment;
}

/** Financing with nothing left to finance: the down payment and the deposit cover what is owed. */
export const nothingToFinance = (prices: Prices): boolean => prices.deal.finance !== null && prices.deal.finance.amountFinanced === 0;

/** The part of a typed down payment the deal cannot use (above what is owed, or a lease brought down to its residual): not collected. */
export const unusedDownPayment = (prices: Prices, typed: Cents): Cents => (prices.deal.method === 'cash' ? 0 : typed - prices.deal.downPaymentApplied);
