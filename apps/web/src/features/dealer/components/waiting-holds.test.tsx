import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../../tests/fixtures';
import { json, renderPage, stubbedFetch } from '../../../../tests/render';
import { CompanyImportsPage } from './company-imports-page';
import { DashboardPage } from './dashboard-page';

const OLD = '6f1c2d3e-0000-4000-8000-0000000000aa';
const NEW = '6f1c2d3e-0000-4000-8000-0000000000bb';
const waitingRow = (importId: string, line: number, vin: string) => ({
  importId, fileName: importId === NEW ? 'fixed.csv' : 'stock.csv', companyId: 4, importedAt: '2026-02-03T10:00:00.000Z',
  line, vin, trimId: 1022, year: 2025, kilometres: 950_000, price: 3_100_000, reasons: ['impossible_kilometres'], status: 'held', refusalCode: null, replacedBy: null,
});
const ROWS = [waitingRow(NEW, 3, '2T3R1RFV1SW000062'), waitingRow(OLD, 3, '2T3R1RFV1SW000061')];
const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');
const dealer = makeUser({ UserTypeId: 9, Company_ID: 4 });

/**
 * Issue #45 item 8: rows held for review over a company's imports are announced, with their count and a link to the
 * review list, on the company's dashboard and its inventory imports page, in both languages; the list shows only the
 * rows still waiting (the server closes a row imported again), each confirmed from there.
 */
describe('the rows waiting for review', () => {
  const fetchMock = stubbedFetch();

  it.each([
    ['en-ca', '2 imported rows are waiting for your review: they are not published.', 'Review them'],
    ['fr-ca', '2 lignes importées attendent votre vérification : elles ne sont pas publiées.', 'Les vérifier'],
  ] as const)('the company dashboard announces them, linking to the review list of the imports page (%s)', async (lang, notice, link) => {
    const asked: string[] = [];
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      asked.push(url);
      if (url.startsWith('/api/notification/get-waiting-holds')) return json(200, { items: ROWS.slice(0, 1), total: 2 });
      return json(404, { type: 'x', title: 'x', status: 404, code: 'http.not_found' });
    });
    await renderPage(<DashboardPage companyId={4} />, { lang, page: 'company/4/dashboard', user: dealer, parts: ['dealer'] });
    const box = (await waitFor(() => {
      const found = document.querySelector('[data-notice="waiting-holds"]');
      expect(found).toBeTruthy();
      return found as HTMLElement;
    }));
    expect(plain(box.textContent)).toBe(`${notice} ${link}`);
    expect(within(box).getByRole('link', { name: link }).getAttribute('href')).toBe(`/${lang}/company/4/inventory-imports#review`);
    // The company's own count (a dealer's company), one row is enough to know it.
    const query = new URL(asked.find((u) => u.startsWith('/api/notification/get-waiting-holds'))!, 'http://x').searchParams;
    expect([query.get('companyId'), query.get('pageSize')]).toEqual(['4', '1']);
  });

  it('says nothing when no row waits', async () => {
    let read = false;
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/notification/get-waiting-holds')) {
        read = true;
        return json(200, { items: [], total: 0 });
      }
      return json(404, { type: 'x', title: 'x', status: 404, code: 'http.not_found' });
    });
    await renderPage(<DashboardPage companyId={4} />, { lang: 'en-ca', page: 'company/4/dashboard', user: dealer, parts: ['dealer'] });
    await screen.findByRole('heading', { level: 1, name: 'Dealership dashboard' });
    await waitFor(() => expect(read).toBe(true));
    expect(document.querySelector('[data-notice="waiting-holds"]')).toBeNull();
  });

  it.each([
    ['en-ca', '1 imported row is waiting for your review: it is not published.', 'Review it', 'Rows waiting for review', 'Confirm and publish'],
    ['fr-ca', '1 ligne importée attend votre vérification : elle n’est pas publiée.', 'La vérifier', 'Lignes en attente de vérification', 'Confirmer et publier'],
  ] as const)('the imports page lists the rows still waiting over its imports and confirms one; the count follows (%s)', async (lang, after, link, heading, confirm) => {
    const user = userEvent.setup();
    let waiting = ROWS;
    const posted: unknown[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/notification/get-waiting-holds')) return json(200, { items: waiting, total: waiting.length });
      if (url === '/api/notification/confirm-import-holds') {
        posted.push(JSON.parse(String(init!.body)));
        waiting = ROWS.slice(0, 1);
        return json(200, { importId: OLD, items: [{ ...ROWS[1], status: 'published' }] });
      }
      if (url.startsWith('/api/notification/get-notifications-imports-list')) return json(200, { items: [], total: 0 });
      return json(404, { type: 'x', title: 'x', status: 404, code: 'http.not_found' });
    });
    await renderPage(<CompanyImportsPage companyId={4} />, { lang, page: 'company/4/inventory-imports', user: dealer, parts: ['dealer'] });
    const list = await screen.findByRole('region', { name: heading });
    expect(list.id).toBe('review');
    const rows = within(list).getAllByRole('row').slice(1);
    // Newest import first, each row with its file, line and VIN.
    expect(rows.map((r) => [r.querySelectorAll('td')[1]!.textContent, r.querySelectorAll('td')[2]!.textContent])).toEqual([
      ['3', '2T3R1RFV1SW000062'], ['3', '2T3R1RFV1SW000061'],
    ]);
    expect(rows[1]!.querySelector('td')!.textContent).toContain('stock.csv');
    // The notice above the list links to it.
    const notice = document.querySelector<HTMLElement>('[data-notice="waiting-holds"]')!;
    expect(within(notice).getByRole('link').getAttribute('href')).toBe('#review');

    await user.click(within(rows[1]!).getByRole('button', { name: confirm }));
    await waitFor(() => expect(posted).toEqual([{ importId: OLD, lines: [3] }]));
    await waitFor(() => expect(plain(document.querySelector('[data-notice="waiting-holds"]')?.textContent)).toBe(`${after} ${link}`));
    await waitFor(() => expect(within(screen.getByRole('region', { name: heading })).getAllByRole('row')).toHaveLength(2));
  });
});
