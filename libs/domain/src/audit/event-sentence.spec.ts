import { disputeStatusLabel, eventSentence } from './event-sentence';

describe('eventSentence (ADR 0090)', () => {
  const paid = { kind: 'purchase.deposit-paid', values: { who: 'Marie Tremblay', amount: 25_000, brand: 'Visa', last4: '4242' } };

  it('phrases a row in either language, money and typography of that language', () => {
    expect(eventSentence(paid, 'en-ca')).toBe('Marie Tremblay paid the $250.00 deposit with a Visa ending 4242');
    expect(eventSentence(paid, 'fr-ca')).toBe('Marie Tremblay a payé l’acompte de 250,00\u00a0$ avec une carte Visa se terminant par 4242');
    expect(eventSentence({ kind: 'audit.revealed', values: { who: 'Sophie Gagnon', reason: 'Litige Visa' } }, 'fr-ca'))
      .toBe('Sophie Gagnon a révélé des données personnelles\u00a0: Litige Visa');
    expect(eventSentence({ kind: 'purchase.step-saved', values: { who: 'Jean Roy', step: 'trade-in' } }, 'fr-ca')).toBe('Jean Roy a enregistré l’étape «\u00a0Échange\u00a0»');
  });

  it('names the customer who paid through the webhook, and the system when no one acted', () => {
    expect(eventSentence({ ...paid, values: { ...paid.values, who: null } }, 'en-ca')).toMatch(/^The customer paid/);
    expect(eventSentence({ kind: 'purchase.started', values: { who: null } }, 'fr-ca')).toBe('Le système a commencé l’achat');
  });

  it('reads a kind without a sentence as "who: type", and a dispute status by its label', () => {
    expect(eventSentence({ kind: 'event', values: { who: 'Alain Roy', type: 'SomethingNew' } }, 'fr-ca')).toBe('Alain Roy\u00a0: SomethingNew');
    expect(eventSentence({ kind: 'dispute.closed', values: { who: null, status: 'won' } }, 'fr-ca')).toBe('Le litige est clos\u00a0: Gagné');
    expect(disputeStatusLabel('warning_needs_response', 'en-ca')).toBe('Inquiry: needs a response');
    expect(disputeStatusLabel('something_else', 'fr-ca')).toBe('something_else');
  });
});
