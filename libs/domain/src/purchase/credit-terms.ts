import { PurchaseErrors } from './purchase.errors';
import type { CreditDecisionRef } from './transaction.events';

/**
 * ADR 0057: what credit allows a finance or lease choice, from the buyer's latest valid pre-qualification.
 * - eligible: congratulations with a rate; the deal takes that rate (the buyer types none) and may finance up to maxAmount.
 * - not_eligible (refused or not eligible): no finance order; cash, a co-applicant or a person's review instead.
 * - in_review: a person decides first. none: pre-qualify first. terms_missing: decided without a rate (a person's answer).
 * - over_maximum: eligible, but the amount financed (a lease's capitalised cost) is above the approved maximum.
 */
export type CreditStatus = 'eligible' | 'not_eligible' | 'in_review' | 'none' | 'terms_missing' | 'over_maximum';

export interface CreditTerms {
  readonly status: CreditStatus;
  readonly ratePercent: number | null;
  readonly maxAmount: number | null;
}

export function creditTermsOf(decision: CreditDecisionRef | null | undefined): CreditTerms {
  const ratePercent = decision?.ratePercent ?? null;
  const maxAmount = decision?.maxAmount ?? null;
  const status: CreditStatus = !decision ? 'none'
    : decision.outcome === 'in_review' ? 'in_review'
      : decision.outcome !== 'congratulations' ? 'not_eligible'
        : ratePercent === null ? 'terms_missing' : 'eligible';
  return { status, ratePercent, maxAmount };
}

/** The terms checked against the deal: what is financed (a lease: its capitalised cost), cents, must fit under the maximum. */
export function creditTermsForDeal(terms: CreditTerms, financed: number): CreditTerms {
  return terms.status === 'eligible' && terms.maxAmount !== null && financed > terms.maxAmount ? { ...terms, status: 'over_maximum' } : terms;
}

/** Signing a finance or lease order: refused unless credit allows it (cash never asks credit). */
export function assertCreditAllows(method: 'cash' | 'finance' | 'lease', terms: CreditTerms | null): void {
  if (method === 'cash' || !terms || terms.status === 'eligible') return;
  if (terms.status === 'over_maximum') throw PurchaseErrors.creditOverMaximum(terms.maxAmount ?? 0);
  throw PurchaseErrors.creditRequired(terms.status);
}
