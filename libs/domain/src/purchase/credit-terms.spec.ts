import { DomainError } from '../shared';
import { assertCreditAllows, creditTermsForDeal, creditTermsOf } from './credit-terms';
import type { CreditDecisionRef } from './transaction.events';

const decided = (over: Partial<CreditDecisionRef>): CreditDecisionRef => ({
  applicationId: 'a1', outcome: 'congratulations', band: 'good', decidedAt: '2026-03-01T12:00:00.000Z', ratePercent: 6.99, maxAmount: 3_000_000, ...over,
});

describe('credit terms of a finance or lease choice (ADR 0057)', () => {
  it('a congratulations with a rate is eligible, with its rate and maximum', () => {
    expect(creditTermsOf(decided({}))).toEqual({ status: 'eligible', ratePercent: 6.99, maxAmount: 3_000_000 });
  });

  it.each([
    [null, 'none'], [decided({ outcome: 'not_eligible', ratePercent: null }), 'not_eligible'], [decided({ outcome: 'refused', ratePercent: null }), 'not_eligible'],
    [decided({ outcome: 'in_review', ratePercent: null }), 'in_review'], [decided({ ratePercent: undefined }), 'terms_missing'],
  ] as const)('%j is %s, and cannot sign a finance order', (decision, status) => {
    const terms = creditTermsOf(decision);
    expect(terms.status).toBe(status);
    expect(() => assertCreditAllows('finance', terms)).toThrow(DomainError);
    expect(() => assertCreditAllows('lease', terms)).toThrow(expect.objectContaining({ code: 'purchase.credit_required' }));
    expect(() => assertCreditAllows('cash', terms)).not.toThrow();
  });

  it('above the approved maximum, the deal is refused until a down payment brings it under', () => {
    const terms = creditTermsOf(decided({}));
    expect(creditTermsForDeal(terms, 3_000_000).status).toBe('eligible');
    const over = creditTermsForDeal(terms, 3_000_001);
    expect(over.status).toBe('over_maximum');
    expect(() => assertCreditAllows('finance', over)).toThrow(expect.objectContaining({ code: 'purchase.credit_over_maximum' }));
  });
});
