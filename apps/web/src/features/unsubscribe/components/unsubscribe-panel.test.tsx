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
