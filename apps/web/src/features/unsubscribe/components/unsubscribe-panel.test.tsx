import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderPage } from '../../../../tests/render';
import { UnsubscribePanel } from './unsubscribe-panel';

/** The trade-in price-change email links to /{lang}/unsubscribe?list=price-change&token=… (issue #12). */
describe('unsubscribe from trade-in price-change emails', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const calls: { path: string; body: unknown }[] = [];
  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push({ path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : null });
      return url.pathname === '/api/tradein/unsubscribe' ? json(200, { unsubscribed: true }) : json(404, { code: 'not_found' });
    });
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it.each([['en-ca', 'Do you want to stop receiving trade-in price-change emails?', 'Unsubscribe', 'You are unsubscribed'],
    ['fr-ca', 'Voulez-vous cesser de recevoir les courriels de changement de prix des échanges?', 'Se désabonner', 'Vous êtes désabonné']] as const)(
    'unsubscribes from price-change emails with the link\'s token (%s)', async (lang, question, button, done) => {
      await renderPage(<UnsubscribePanel token={'t'.repeat(30)} list="price-change" />, { lang });
      expect(screen.getByText(question)).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: button }));
      expect(await screen.findByText(done)).toBeTruthy();
      expect(calls).toEqual([{ path: '/api/tradein/unsubscribe', body: { token: 't'.repeat(30) } }]);
    });
});

/** Reminder emails link to /{lang}/unsubscribe?list=reminders&token=… (issue #16, ADR 0029); it is the page's default list. */
describe('unsubscribe from reminder emails', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const calls: { path: string; body: unknown }[] = [];
  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
  const answer = (status: number, body: unknown) => fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({ path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : null });
    return url.pathname === '/api/notifications/unsubscribe' ? json(status, body) : json(404, { code: 'not_found' });
  });

  it.each([['en-ca', 'Do you want to stop receiving reminder emails (a reservation or a trade-in offer about to end)?', 'Unsubscribe', 'You are unsubscribed'],
    ['fr-ca', 'Voulez-vous cesser de recevoir les courriels de rappel (une réservation ou une offre d’échange sur le point de se terminer)?', 'Se désabonner', 'Vous êtes désabonné']] as const)(
    'unsubscribes from reminders with the link\'s token (%s)', async (lang, question, button, done) => {
      answer(200, { unsubscribed: true });
      await renderPage(<UnsubscribePanel token="dXNlcg.signature" />, { lang });
      expect(screen.getByText(question)).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: button }));
      expect(await screen.findByText(done)).toBeTruthy();
      expect(calls).toEqual([{ path: '/api/notifications/unsubscribe', body: { token: 'dXNlcg.signature' } }]);
    });

  it('says when the link is not valid', async () => {
    answer(400, { type: '/problems/identity.token_invalid', title: 'x', status: 400, code: 'identity.token_invalid', errors: [{ path: 'body.token', code: 'identity.token_invalid', message: 'x' }] });
    await renderPage(<UnsubscribePanel token="forged.token" list="reminders" />);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unsubscription failedThis link is not valid or has already been used.');
  });
});
