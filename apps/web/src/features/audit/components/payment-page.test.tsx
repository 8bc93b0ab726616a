import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderPage, stubbedFetch } from '../../../../tests/render';
import { PaymentPage } from './payment-page';

const SUBJECT = 'purchase-6f1c2d3e-0000-4000-8000-000000000001';

describe('<PaymentPage>', () => {
  const fetchMock = stubbedFetch();

  it("shows Stripe's intent, card, refunds and disputes in French, the purchase's timeline and case, and the facts as sentences", async () => {
    fetchMock.mockImplementation(async () => json(200, {
      paymentIntentId: 'pi_123', stripeReachable: true, subjectId: SUBJECT,
      stripe: {
        status: 'succeeded', amount: 25_000, currency: 'cad', createdAt: '2026-12-01T15:00:00.000Z', description: null, card: { brand: 'visa', last4: '4242' },
        amountReceived: 25_000, amountRefunded: 0, refunds: [],
        disputes: [{ disputeId: 'du_1', amount: 25_000, status: 'needs_response', reason: 'fraudulent', evidenceDueBy: '2026-12-08T15:00:00.000Z', createdAt: '2026-12-01T16:00:00.000Z' }],
      },
      facts: [
        { streamId: SUBJECT, streamVersion: 11, type: 'DepositPaid', recordedAt: '2026-12-01T15:00:01.000Z', summary: { kind: 'purchase.deposit-paid', values: { who: null, amount: 25_000, brand: 'Visa', last4: '4242' } } },
        { streamId: 'records:stripe-events', streamVersion: 0, type: 'StripeEventReceived', recordedAt: '2026-12-01T15:00:02.000Z', summary: { kind: 'record.stripe-event', values: { who: null, event: 'payment_intent.succeeded', id: 'evt_1', outcome: 'applied' } } },
      ],
    }));
    await renderPage(<PaymentPage paymentIntentId="pi_123" />, { lang: 'fr-ca', page: 'admin/payments/pi_123', parts: ['audit'] });
    await screen.findByRole('heading', { name: 'Paiement pi_123' });
    await screen.findByText('Aucun remboursement.');
    expect(document.querySelector('.audit-payment__card')?.textContent).toBe('Visa se terminant par 4242');
    expect(document.querySelector('[data-status="succeeded"]')?.textContent).toBe('Réussi');
    expect(within(screen.getByRole('table', { name: 'Litiges' })).getByText('du_1')).toBeTruthy();
    expect(screen.getByRole('link', { name: `Chronologie de l’achat ${SUBJECT}` }).getAttribute('href')).toBe(`/fr-ca/admin/audit?subject=${SUBJECT}`);
    expect(screen.getByRole('link', { name: 'Dossier du litige de carte' }).getAttribute('href')).toBe(`/fr-ca/admin/disputes/${SUBJECT}`);
    const facts = within(screen.getByRole('table', { name: 'Ce que la plateforme a enregistré' })).getAllByRole('row');
    expect(facts[1].textContent).toContain('Le client a payé l’acompte de 250,00\u00a0$ avec une carte Visa se terminant par 4242');
    expect(facts[2].textContent).toContain('Stripe a envoyé payment_intent.succeeded');
  });

  it('says when neither Stripe nor the records know the payment', async () => {
    fetchMock.mockImplementation(async () => json(404, { type: 'about:blank', title: 'Not Found', status: 404, code: 'audit.payment_not_found', detail: 'No such payment' }));
    await renderPage(<PaymentPage paymentIntentId="pi_404" />, { lang: 'en-ca', page: 'admin/payments/pi_404', parts: ['audit'] });
    expect(await screen.findByText("Neither Stripe nor the marketplace's records know this payment.")).toBeTruthy();
  });
});
