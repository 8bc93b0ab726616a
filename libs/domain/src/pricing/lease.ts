import { DomainError } from '../shared';
import { assertCents, assertNonNegativeCents, percentOf, roundHalfUp, type Cents } from './money';
import { assertPaymentTerms, paymentCount, type PaymentTerms } from './payment-terms';

/**
 * Spec §4: "default residual 1". Read as a percent of MSRP (1% left at lease end), the same unit as the
 * lessor's residualByKm values (e.g. 58 for 58%). Real quotes pass the lessor's residual.
 */
export const DEFAULT_RESIDUAL_PERCENT = 1;

export interface LeasePaymentInput extends PaymentTerms {
  /** Capitalised cost: what is leased, after the down payment. Below 0 counts as 0. */
  readonly capitalizedCost: Cents;
  readonly msrp: Cents;
  readonly residualPercent: number;
}

/** A lessor's residual for a yearly kilometre allowance, e.g. { kilometers: 20_000, value: 55 } (percent). */
export interface ResidualByKm {
  readonly kilometers: number;
  readonly value: number;
}

/** Residual value = MSRP × residual %, rounded half-up to the cent. */
export function leaseResidual(msrp: Cents, residualPercent: number): Cents {
  assertNonNegativeCents(msrp, 'msrp');
  if (!Number.isFinite(residualPercent) || residualPercent < 0 || residualPercent > 100) {
    throw new DomainError('pricing.invalid_residual', 'validation', 'Residual must be 0% to 100%', 'residualPercent');
  }
  return percentOf(msrp, residualPercent);
}

/**
 * Lease payment per period, before sales tax:
 *   depreciation (capCost − residual) / n + finance charge (capCost + residual) × money factor,
 * with money factor = APR / 2400 for monthly payments, scaled to APR / 2400 × 12 / frequency for other
 * frequencies, and n = paymentCount(termMonths, frequency). Never negative (a residual above the
 * capitalised cost gives 0).
 */
export function leasePayment(input: LeasePaymentInput): Cents {
  const { termMonths, ratePercent, frequency } = assertPaymentTerms(input);
  const capitalizedCost = Math.max(0, assertCents(input.capitalizedCost, 'capitalizedCost'));
  const residual = leaseResidual(input.msrp, input.residualPercent);
  const periods = paymentCount(termMonths, frequency);
  const moneyFactor = (ratePercent / 2400) * (12 / frequency);
  const payment = (capitalizedCost - residual) / periods + (capitalizedCost + residual) * moneyFactor;
  return Math.max(0, roundHalfUp(payment));
}

/**
 * The residual percent for a yearly distance: the row with the smallest allowance that covers `km`
 * (18,000 km/yr uses the 20,000 km row). Beyond the largest allowance the lessor has no offer.
 */
export function residualForKm(residualByKm: readonly ResidualByKm[], km: number): number {
  if (!Number.isFinite(km) || km < 0) {
    throw new DomainError('pricing.invalid_kilometers', 'validation', 'Kilometres must be 0 or more', 'kilometers');
  }
  const covering = residualByKm
    .filter((row) => row.kilometers >= km)
    .sort((a, b) => a.kilometers - b.kilometers)[0];
  if (!covering) {
    throw new DomainError('pricing.kilometers_out_of_range', 'validation',
      `No residual for ${km} km a year`, 'kilometers', { max: Math.max(...residualByKm.map((row) => row.kilometers), 0) });
  }
  return covering.value;
}
