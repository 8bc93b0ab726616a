import { paymentOf, summarise } from './event-summary';

describe('event summaries (ADR 0078)', () => {
  it('gives a deposit paid through the webhook to the customer, with its amount and card when known', () => {
    expect(summarise('DepositPaid', { amount: 25_000, paymentIntentId: 'pi_1' }, null, 'Marie Tremblay'))
      .toEqual({ kind: 'purchase.deposit-paid', values: { who: 'Marie Tremblay', amount: 25_000, brand: null, last4: null } });
    expect(summarise('DepositPaid', { amount: 25_000, cardBrand: 'Visa', cardLast4: '4242' }, 'Sophie Gagnon', 'Marie Tremblay').values)
      .toMatchObject({ who: 'Sophie Gagnon', brand: 'Visa', last4: '4242' });
    // As Stripe records it (`visa`, `amex`): the brand's own name.
    expect(summarise('DepositPaid', { amount: 25_000, cardBrand: 'amex', cardLast4: '0005' }, null).values).toMatchObject({ brand: 'American Express', last4: '0005' });
    expect(paymentOf({ paymentIntentId: 'pi_1' })).toBe('pi_1');
    expect(paymentOf({ amount: 1 })).toBeNull();
  });

  it('names the step saved, the prices changed and the reasons given', () => {
    expect(summarise('PersonalDetailsSaved', {}, 'Marie')).toEqual({ kind: 'purchase.step-saved', values: { who: 'Marie', step: 'personal' } });
    expect(summarise('VehiclePriceChanged', { price: 2_069_000, previousPrice: 2_100_000 }, 'Sophie').values).toEqual({ who: 'Sophie', price: 2_069_000, previous: 2_100_000 });
    expect(summarise('HeldPriceChanged', { from: 1, to: 2 }, 'Sophie').values).toEqual({ who: 'Sophie', price: 2, previous: 1 });
    expect(summarise('ImpersonationStarted', { reason: ' Helping by phone ' }, 'Ada')).toEqual({ kind: 'identity.impersonation-started', values: { who: 'Ada', reason: 'Helping by phone' } });
  });

  it("reads a card dispute's steps: the issuer's amount and reason, support's evidence, Stripe's outcome", () => {
    expect(summarise('DisputeOpened', { amount: 25_000, reason: 'fraudulent', status: 'needs_response' }, null))
      .toEqual({ kind: 'dispute.opened', values: { who: null, amount: 25_000, reason: 'fraudulent' } });
    expect(summarise('DisputeEvidenceSubmitted', { files: {} }, 'Diane Litige')).toEqual({ kind: 'dispute.evidence-submitted', values: { who: 'Diane Litige' } });
    expect(summarise('DisputeClosed', { outcome: 'won' }, null).values).toEqual({ who: null, status: 'won' });
    expect(summarise('DisputeStatusChanged', { status: 'under_review' }, null).values).toEqual({ who: null, status: 'under_review' });
  });

  it('reads any other event as who and its type', () => {
    expect(summarise('SomethingNew', { a: 1 }, null)).toEqual({ kind: 'event', values: { who: null, type: 'SomethingNew' } });
  });
});
