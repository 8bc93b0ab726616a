import { DEFAULT_LEASE_KM_PER_YEAR, DomainError, MAX_LEASE_TERM_MONTHS, MIN_LEASE_TERM_MONTHS } from '../shared';
import { assertCents, assertNonNegativeCents, percentOf, roundHalfUp, type Cents } from './money';
import { assertPaymentTerms, paymentCount, type PaymentTerms } from './payment-terms';

/** Charge per kilometre driven above the allowance, cents (ADR 0021). */
export const DEFAULT_EXCESS_KM_CHARGE: Cents = 12;

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

/** A lessor's lease term: months and its residual per yearly allowance (the price record's `lease.terms`). */
export interface LeaseOfferTerm {
  readonly months: number;
  readonly residualByKm: readonly ResidualByKm[];
}

/**
 * ADR 0021: residuals (percent of MSRP) used when the trim has no lessor record (or the vehicle is used), by term
 * and yearly allowance. Mid-market Canadian figures: about 2 points lower per 4,000 km, about 8 points per year.
 */
export const DEFAULT_RESIDUAL_TABLE: readonly LeaseOfferTerm[] = [
  { months: 24, residualByKm: [{ kilometers: 16_000, value: 66 }, { kilometers: 20_000, value: 64 }, { kilometers: 24_000, value: 61 }] },
  { months: 36, residualByKm: [{ kilometers: 16_000, value: 58 }, { kilometers: 20_000, value: 56 }, { kilometers: 24_000, value: 53 }] },
  { months: 48, residualByKm: [{ kilometers: 16_000, value: 50 }, { kilometers: 20_000, value: 48 }, { kilometers: 24_000, value: 45 }] },
  { months: 60, residualByKm: [{ kilometers: 16_000, value: 43 }, { kilometers: 20_000, value: 41 }, { kilometers: 24_000, value: 38 }] },
];

/**
 * The residual percent for a lease: the lessor's term with the same months (else the closest) at the yearly
 * allowance; without lessor terms, the default table (ADR 0021).
 */
export function leaseResidualPercent(
  lessorTerms: readonly LeaseOfferTerm[] | null | undefined, termMonths: number, kilometresPerYear: number = DEFAULT_LEASE_KM_PER_YEAR,
): number {
  const terms = lessorTerms && lessorTerms.some((t) => t.residualByKm.length > 0) ? lessorTerms.filter((t) => t.residualByKm.length > 0) : DEFAULT_RESIDUAL_TABLE;
  const term = [...terms].sort((a, b) => Math.abs(a.months - termMonths) - Math.abs(b.months - termMonths))[0];
  return residualForKm(term.residualByKm, kilometresPerYear);
}

/**
 * What the residual percent applies to (ADR 0021): a new vehicle's MSRP (the vehicle price when the MSRP is unknown);
 * a used vehicle's price, its value when the lease starts. A used car's MSRP when new would put the residual above
 * what the car is worth today, and the lease at $0.
 */
export function leaseResidualBase(vehicle: { readonly condition: 'new' | 'used'; readonly msrp: Cents | null | undefined; readonly vehiclePrice: Cents }): Cents {
  return vehicle.condition === 'new' && vehicle.msrp != null ? vehicle.msrp : vehicle.vehiclePrice;
}

/** Lease terms are 24 to 60 whole months. */
export function assertLeaseTerm(termMonths: number): number {
  if (!Number.isInteger(termMonths) || termMonths < MIN_LEASE_TERM_MONTHS || termMonths > MAX_LEASE_TERM_MONTHS) {
    throw new DomainError('pricing.invalid_lease_term', 'validation', `A lease runs ${MIN_LEASE_TERM_MONTHS} to ${MAX_LEASE_TERM_MONTHS} months`,
      'termMonths', { min: MIN_LEASE_TERM_MONTHS, max: MAX_LEASE_TERM_MONTHS });
  }
  return termMonths;
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

/** A lease's capitalised cost after its reductions, and what of the reductions the lessor cannot apply. */
export interface AdjustedCapitalizedCost {
  /** What is leased: never below the residual (or below the gross cost when the residual is above it). */
  readonly capitalizedCost: Cents;
  /** The part of the reductions (trade-in equity, deposit, down payment) above gross − residual: refunded. */
  readonly refund: Cents;
}

/**
 * ADR 0021: a lessor caps the capitalised-cost reduction so that the adjusted capitalised cost stays at or above the
 * residual (a lease cannot depreciate the vehicle below what it is worth at the end). What the buyer brings beyond
 * that (trade-in equity, deposit, down payment) is not applied to the lease: it is refunded.
 *   capitalizedCost = max(gross − reduction, min(gross, residual)),  refund = capitalizedCost − (gross − reduction)
 * so capitalizedCost + (reduction − refund) = gross to the cent.
 */
export function adjustedCapitalizedCost(gross: Cents, reduction: Cents, residual: Cents): AdjustedCapitalizedCost {
  assertNonNegativeCents(gross, 'gross');
  assertNonNegativeCents(reduction, 'reduction');
  assertNonNegativeCents(residual, 'residual');
  const capitalizedCost = Math.max(gross - reduction, Math.min(gross, residual));
  return { capitalizedCost, refund: capitalizedCost - (gross - reduction) };
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
