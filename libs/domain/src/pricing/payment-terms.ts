import { DomainError } from '../shared';

/** Payments per year: weekly (default), bi-weekly, monthly, annual (spec §9). */
export const PAYMENT_FREQUENCIES = [52, 26, 12, 1] as const;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];

export const DEFAULT_FREQUENCY: PaymentFrequency = 52;
export const DEFAULT_TERM_MONTHS = 60;
/** Spec §9: "default interest input 1", read as 1% a year. */
export const DEFAULT_RATE_PERCENT = 1;

/** The finance terms a buyer picks from, on the vehicle page and in the purchase (lease: LEASE_TERM_CHOICES). */
export const FINANCE_TERM_CHOICES = [12, 24, 36, 48, 60, 72, 84, 96] as const;

/** Accepted bounds. Lenders offer 12-96 months; the wider range leaves room for dealer programmes. */
export const MIN_TERM_MONTHS = 1;
export const MAX_TERM_MONTHS = 120;
export const MIN_RATE_PERCENT = 0;
export const MAX_RATE_PERCENT = 40;

/** How a loan or lease runs: term in months, yearly rate in percent (APR) and payments per year. */
export interface PaymentTerms {
  readonly termMonths: number;
  readonly ratePercent: number;
  readonly frequency: PaymentFrequency;
}

export function isPaymentFrequency(value: number): value is PaymentFrequency {
  return (PAYMENT_FREQUENCIES as readonly number[]).includes(value);
}

export function assertPaymentTerms(terms: PaymentTerms): PaymentTerms {
  const { termMonths, ratePercent, frequency } = terms;
  if (!Number.isInteger(termMonths) || termMonths < MIN_TERM_MONTHS || termMonths > MAX_TERM_MONTHS) {
    throw new DomainError('pricing.invalid_term', 'validation',
      `Term must be ${MIN_TERM_MONTHS} to ${MAX_TERM_MONTHS} whole months`, 'termMonths', { min: MIN_TERM_MONTHS, max: MAX_TERM_MONTHS });
  }
  if (!Number.isFinite(ratePercent) || ratePercent < MIN_RATE_PERCENT || ratePercent > MAX_RATE_PERCENT) {
    throw new DomainError('pricing.invalid_rate', 'validation',
      `Rate must be ${MIN_RATE_PERCENT}% to ${MAX_RATE_PERCENT}%`, 'ratePercent', { min: MIN_RATE_PERCENT, max: MAX_RATE_PERCENT });
  }
  if (!isPaymentFrequency(frequency)) {
    throw new DomainError('pricing.invalid_frequency', 'validation',
      `Frequency must be one of ${PAYMENT_FREQUENCIES.join(', ')}`, 'frequency', { allowed: [...PAYMENT_FREQUENCIES] });
  }
  return terms;
}

/**
 * Number of payments: months × periods per year / 12, rounded to the nearest whole payment and at least one
 * (60 months weekly = 260; 7 months bi-weekly = 15.17 -> 15; 6 months annually -> 1).
 */
export function paymentCount(termMonths: number, frequency: PaymentFrequency): number {
  return Math.max(1, Math.round((termMonths * frequency) / 12));
}
