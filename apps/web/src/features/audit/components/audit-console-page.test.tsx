import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderPage } from '../../../../tests/render';
import { AuditConsolePage, auditSearchOf } from './audit-console-page';

const SUBJECT = 'purchase-6f1c2d3e-0000-4000-8000-000000000001';
const row = (over: Record<string, unknown>) => ({
  streamId: SUBJECT, streamVersion: 1, position: '10/1', type: 'TransactionStarted', schemaVersion: 1, recordedAt: '2026-03-01T14:05:00.000Z',
  actor: { userId: 'u1', name: 'Marie Tremblay', userTypeId: 8 }, impersonator: null, brand: 'shopicar', correlationId: 'c1', group: 1,
  summary: { kind: 'purchase.started', values: { who: 'Marie Tremblay' } }, paymentId: null, source: 'event', ...over,
});

describe('<AuditConsolePage>', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('keeps only well-formed search state from the URL', () => {
    expect(auditSearchOf({ q: '  a@b.ca ', subject: 3, event: '' })).toEqual({ q: 'a@b.ca', subject: undefined, stream: undefined, type: undefined, actor: undefined, event: undefined, at: undefined, compare: undefined });
  });

  it('shows the timeline in French with staff names, types and sentences, the customer, a link to the payment, and opens an event on click', async () => {
    const onSearchChange = vi.fn();
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/audit/search')) return json(200, { subjects: [{ subjectId: SUBJECT, kind: 'purchase', events: 2, firstAt: '2026-03-01T14:05:00.000Z', lastAt: '2026-03-01T14:06:00.000Z', matched: 'name' }] });
      return json(200, {
        subjectId: SUBJECT, streams: [SUBJECT, 'vehicle-v1', 'records:emails', 'records:stripe-events'], shredded: true, next: null, customer: { userId: 'u1', name: 'Marie Tremblay', userTypeId: 8 },
        rows: [
          row({}),
          row({
            streamVersion: 2, position: '10/2', type: 'DepositPaid', summary: { kind: 'purchase.deposit-paid', values: { who: 'Marie Tremblay', amount: 25_000, brand: 'Visa', last4: '4242' } },
            paymentId: 'pi_123',
          }),
          row({
            streamId: 'vehicle-v1', streamVersion: 3, position: '11/1', type: 'VehiclePriceChanged', actor: { userId: 's1', name: 'Sophie Gagnon', userTypeId: 6 }, correlationId: 'c2', group: 2,
            summary: { kind: 'vehicle.price-changed', values: { who: 'Sophie Gagnon', price: 2_069_000, previous: 2_100_000 } },
          }),
          // Records kept beside the events (ADR 0087): an email sent, a Stripe event received.
          row({
            streamId: 'records:emails', streamVersion: 0, position: 'email:deposit-receipt:x', type: 'EmailSent', actor: null, correlationId: 'c3', group: 3, source: 'email',
            summary: { kind: 'record.email-sent', values: { who: null, email: 'purchase.deposit-receipt', to: 'buyer' } },
          }),
          row({
            streamId: 'records:stripe-events', streamVersion: 0, position: 'stripe:evt_1', type: 'StripeEventReceived', actor: null, correlationId: 'c4', group: 4, source: 'stripe',
            summary: { kind: 'record.stripe-event', values: { who: null, event: 'payment_intent.created', id: 'evt_1', outcome: 'unchanged' } }, paymentId: 'pi_123',
          }),
        ],
      });
    });
    await renderPage(<AuditConsolePage search={{ q: 'a@b.ca', subject: SUBJECT }} onSearchChange={onSearchChange} />, { lang: 'fr-ca', page: 'admin/audit', parts: ['audit'] });
    await screen.findByRole('heading', { name: `Chronologie de ${SUBJECT}` });
    expect(await screen.findByText('Les données personnelles de cette personne ont été effacées (déchiquetées).')).toBeTruthy();
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getByText('Sophie Gagnon (Super administrateur)')).toBeTruthy());
    expect(screen.getByText('Trouvé par le nom')).toBeTruthy();
    expect(document.querySelector('.audit-customer')?.textContent).toBe('Client\u00a0: Marie Tremblay');
    const rows = within(table).getAllByRole('row');
    expect(rows[1].textContent).toContain('Marie Tremblay a commencé l’achat');
    // French money and typography: « 250,00 $ », « 20 690,00 $ » (non-breaking spaces).
    expect(rows[2].textContent).toContain('Marie Tremblay a payé l’acompte de 250,00\u00a0$ avec une carte Visa se terminant par 4242');
    // A payment event leads to the payment's own page.
    expect(within(rows[2]).getByRole('link', { name: 'Ouvrir le paiement pi_123' }).getAttribute('href')).toBe('/fr-ca/admin/payments/pi_123');
    expect(rows[3].textContent).toContain('Sophie Gagnon a changé le prix du véhicule de 21\u00a0000,00\u00a0$ à 20\u00a0690,00\u00a0$');
    // Records read as sentences too, with no raw event to open; their stream is named by what it holds.
    expect(rows[4].textContent).toContain('Courriel envoyé au client\u00a0: le reçu de l’acompte');
    expect(rows[4].textContent).toContain('Courriels envoyés au client');
    expect(within(rows[4]).queryByRole('button', { name: 'EmailSent' })).toBeNull();
    expect(rows[5].textContent).toContain('Stripe a envoyé payment_intent.created, sans effet (déjà enregistré)');
    expect(within(rows[5]).getByRole('link', { name: 'Ouvrir le paiement pi_123' }).getAttribute('href')).toBe('/fr-ca/admin/payments/pi_123');
    expect(screen.getByRole('option', { name: 'Événements Stripe reçus' }).getAttribute('value')).toBe('records:stripe-events');
    await userEvent.click(within(table).getByRole('button', { name: 'VehiclePriceChanged' }));
    expect(onSearchChange).toHaveBeenCalledWith(expect.objectContaining({ event: 'vehicle-v1:3' }));
  });

  it('says a purchase was found by the card that paid it, in French', async () => {
    fetchMock.mockImplementation(async () =>
      json(200, { subjects: [{ subjectId: SUBJECT, kind: 'purchase', events: 9, firstAt: '2026-12-06T14:05:00.000Z', lastAt: '2026-12-06T14:06:00.000Z', matched: 'card' }] }));
    await renderPage(<AuditConsolePage search={{ q: '4242 2026-12-06' }} onSearchChange={vi.fn()} />, { lang: 'fr-ca', page: 'admin/audit', parts: ['audit'] });
    expect((await screen.findByText('Trouvé par la carte')).getAttribute('data-matched')).toBe('card');
  });
});

