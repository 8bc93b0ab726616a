import { DomainError } from '../shared';

/**
 * Money is an integer number of cents, everywhere. Dollars exist only at the edges (input parsing, display);
 * sums are always sums of cents, never floating sums of dollars.
 */
export type Cents = number;

/** Percent values are exact to a millionth of a percent (9.975 is stored as 9_975_000 micro-percent). */
const MICRO_PERCENT_PER_PERCENT = 1_000_000n;

export const isCents = (value: unknown): value is Cents => Number.isSafeInteger(value);

/**
 * Rounds to the nearest integer, halves away from zero (so 0.5 -> 1 and -0.5 -> -1).
 * Float noise is trimmed to 15 significant digits first, so 100.49999999999999 (that is 1.005 × 100) counts as a half.
 */
export function roundHalfUp(value: number): number {
  if (!Number.isFinite(value)) throw new DomainError('pricing.invalid_amount', 'validation', `Not a finite number: ${value}`);
  const magnitude = Math.floor(Number(Math.abs(value).toPrecision(15)) + 0.5);
  return (value < 0 ? -magnitude : magnitude) + 0; // `+ 0` turns -0 into 0
}

/** Dollars (as typed or stored by a third party) to cents, rounded half-up to the cent. */
export function dollarsToCents(dollars: number): Cents {
  return roundHalfUp(dollars * 100);
}

/** Cents to dollars, for display only (formatting is done by Intl in the web). Never sum the result. */
export function centsToDollars(cents: Cents): number {
  return assertCents(cents, 'amount') / 100;
}

/** `percent`% of `amount`, computed exactly (integer arithmetic) and rounded half-up to the cent. */
export function percentOf(amount: Cents, percent: number): Cents {
  assertCents(amount, 'amount');
  if (!Number.isFinite(percent)) throw new DomainError('pricing.invalid_percent', 'validation', `Not a percent: ${percent}`, 'percent');
  const microPercent = BigInt(Math.round(percent * Number(MICRO_PERCENT_PER_PERCENT)));
  return divideHalfUp(BigInt(amount) * microPercent, 100n * MICRO_PERCENT_PER_PERCENT);
}

export function sumCents(amounts: readonly Cents[]): Cents {
  return amounts.reduce((sum, amount, i) => sum + assertCents(amount, `amounts[${i}]`), 0);
}

/**
 * Splits `total` into parts proportional to integer `weights` so that the parts sum to `total` exactly
 * (largest-remainder method; ties go to the earlier part). E.g. allocate(100, [1, 1, 1]) -> [34, 33, 33].
 */
export function allocate(total: Cents, weights: readonly number[]): Cents[] {
  assertCents(total, 'total');
  if (weights.length === 0 || weights.some((w) => !Number.isSafeInteger(w) || w < 0)) {
    throw new DomainError('pricing.invalid_weights', 'validation', 'Weights must be non-negative integers', 'weights');
  }
  const weightSum = weights.reduce((sum, w) => sum + BigInt(w), 0n);
  if (weightSum === 0n) throw new DomainError('pricing.invalid_weights', 'validation', 'Weights must not all be zero', 'weights');

  const sign = total < 0 ? -1 : 1;
  const magnitude = BigInt(Math.abs(total));
  const shares = weights.map((w) => (magnitude * BigInt(w)) / weightSum);
  const remainders = weights.map((w, index) => ({ index, remainder: (magnitude * BigInt(w)) % weightSum }));
  let leftover = Number(magnitude - shares.reduce((sum, share) => sum + share, 0n));
  remainders.sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of remainders) {
    if (leftover === 0) break;
    shares[index] += 1n;
    leftover -= 1;
  }
  return shares.map((share) => sign * Number(share) + 0);
}

/** Validates that `value` is a whole number of cents (any sign). Returns it for chaining. */
export function assertCents(value: number, field: string): Cents {
  if (!isCents(value)) {
    throw new DomainError('pricing.invalid_amount', 'validation', `${field} must be a whole number of cents`, field);
  }
  return value;
}

/** Validates that `value` is a whole, non-negative number of cents. */
export function assertNonNegativeCents(value: number, field: string): Cents {
  if (assertCents(value, field) < 0) {
    throw new DomainError('pricing.invalid_amount', 'validation', `${field} must not be negative`, field);
  }
  return value;
}

function divideHalfUp(numerator: bigint, denominator: bigint): number {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const quotient = Number((2n * magnitude + denominator) / (2n * denominator));
  return negative ? -quotient + 0 : quotient;
}
