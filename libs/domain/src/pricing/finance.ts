import { assertNonNegativeCents, roundHalfUp, type Cents } from './money';
import { assertPaymentTerms, paymentCount, type PaymentTerms } from './payment-terms';

export interface FinancePaymentInput extends PaymentTerms {
  /** Amount financed with interest. */
  readonly principal: Cents;
  /** Amount spread evenly over the payments at 0% (the sales taxes, spec §4). Defaults to 0. */
  readonly interestFree?: Cents;
}

/**
 * Loan payment per period: the standard annuity P·r / (1 − (1 + r)^−n), with r = APR / periods per year and
 * n = paymentCount(termMonths, frequency), plus interestFree / n. At 0% it is (P + interestFree) / n.
 * Rounded half-up to the cent once, at the end; never negative.
 */
export function financePayment(input: FinancePaymentInput): Cents {
  const { termMonths, ratePercent, frequency } = assertPaymentTerms(input);
  const principal = assertNonNegativeCents(input.principal, 'principal');
  const interestFree = assertNonNegativeCents(input.interestFree ?? 0, 'interestFree');
  return Math.max(0, roundHalfUp(exactFinancePayment({ termMonths, ratePercent, frequency, principal, interestFree })));
}

/** The same payment before rounding (the deal's disclosure derives its exact cost of borrowing from it). */
export function exactFinancePayment(input: FinancePaymentInput): number {
  const { termMonths, ratePercent, frequency } = input;
  const periods = paymentCount(termMonths, frequency);
  return annuity(input.principal, ratePercent / 100 / frequency, periods) + (input.interestFree ?? 0) / periods;
}

/** 1 − (1 + r)^−n computed as −expm1(−n·log1p(r)), which stays exact for tiny rates. */
function annuity(principal: number, ratePerPeriod: number, periods: number): number {
  if (ratePerPeriod === 0) return principal / periods;
  return (principal * ratePerPeriod) / -Math.expm1(-periods * Math.log1p(ratePerPeriod));
}
