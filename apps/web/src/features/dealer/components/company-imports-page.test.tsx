import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../../tests/fixtures';
import { json, renderPage, stubbedFetch } from '../../../../tests/render';
import { CompanyImportsPage } from './company-imports-page';

const IMPORT_ID = '6f1c2d3e-0000-4000-8000-0000000000bb';
const CSV = 'vin;condition;trimId;year;kilometres;exteriorColourId;interiorColourId;price\nA;neuf;1;;1;5;1;1\nB;usagé;424242;2022;1;5;1;1\nC;usagé;1;2023;1;5;1;1\n';
/** The file as a Quebec dealer's Excel writes it: Windows-1252 (é is the one byte 0xE9). */
const WINDOWS_1252 = Buffer.from(CSV, 'latin1');
const importAt = (status: string, processedRows: number, importedRows: number, errorRows: number) => ({
  importId: IMPORT_ID, typeId: 1, companyId: 4, fileName: 'stock.csv', status, notificationStatus: 'unread',
  totalRows: 3, processedRows, importedRows, errorRows, heldRows: 0, createdAt: '2026-02-03T10:00:00.000Z', updatedAt: '2026-02-03T10:00:01.000Z', purgedAt: null,
  encoding: 'windows-1252', separator: 'semicolon',
});

/** A CSV file as the picker gives it (jsdom's File cannot read itself: `text()` is added). */
const csvFile = (content: string, name: string) => Object.assign(new File([content], name, { type: 'text/csv' }), { text: async () => content });

describe('the company inventory imports page', () => {
  const fetchMock = stubbedFetch();

  it.each([
    ['en-ca', 'Inventory imports', 'Import', '1 of 3 rows', '3 of 3 rows', 'Done', 'Unknown trim.', 'Windows-1252 · Semicolons'],
    ['fr-ca', 'Importations d’inventaire', 'Importer', '1 lignes sur 3', '3 lignes sur 3', 'Terminée', 'Version inconnue.', 'Windows-1252 · Points-virgules'],
  ] as const)('uploads the CSV for the own company, follows the import to the end and shows the bad row by line and column (%s)',
    async (lang, title, importButton, running, done, doneStatus, error, format) => {
      const user = userEvent.setup();
      const calls: { url: string; body?: unknown }[] = [];
      let listed: unknown[] = [];
      let reads = 0;
      fetchMock.mockImplementation(async (input, init) => {
        const url = String(input);
        calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        if (url === '/api/notification/import-inventory') {
          listed = [importAt('queued', 0, 0, 0)];
          return json(202, importAt('queued', 0, 0, 0));
        }
        if (url.startsWith('/api/notification/get-notifications-imports-list')) {
          // Queued, then running, then done: the page reads the list again while it is unfinished.
          if (listed.length > 0) listed = [reads++ === 0 ? importAt('running', 1, 1, 0) : importAt('done', 3, 2, 1)];
          return json(200, { items: listed, total: listed.length });
        }
        if (url.startsWith('/api/notification/get-errors-sections')) {
          return json(200, { importId: IMPORT_ID, items: [{ section: 'file', count: 0 }, { section: 'vehicle', count: reads > 1 ? 1 : 0 }, { section: 'colours', count: 0 }, { section: 'price', count: 0 }] });
        }
        if (url.startsWith('/api/notification/get-notifications-errors')) {
          const items = reads > 1 ? [{ line: 3, column: 'trimId', section: 'vehicle', code: 'catalog.unknown_trim', message: 'Unknown trim' }] : [];
          return json(200, { importId: IMPORT_ID, items, total: items.length });
        }
        if (url.startsWith('/api/notification/get-import-holds')) return json(200, { importId: IMPORT_ID, items: [] });
        return json(404, { type: 'x', title: 'x', status: 404, code: 'http.not_found' });
      });
      await renderPage(<CompanyImportsPage companyId={4} />, { lang, page: 'company/4/inventory-imports', user: makeUser({ UserTypeId: 9, Company_ID: 4 }), parts: ['dealer'] });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
      const form = screen.getByRole('form');
      // The company is the page's: no company number to give.
      expect(within(form).queryAllByRole('textbox')).toEqual([]);
      await user.upload(form.querySelector<HTMLInputElement>('input[type="file"]')!, new File([WINDOWS_1252], 'stock.csv', { type: 'text/csv' }));
      await user.click(within(form).getByRole('button', { name: importButton }));

      const row = (await screen.findByRole('cell', { name: 'stock.csv' })).closest('tr')!;
      await within(row).findByText(running);
      await within(row).findByText(done, {}, { timeout: 5_000 });
      expect(within(row).getByText(doneStatus)).toBeTruthy();
      // Imported, held for review (none), with errors.
      expect([...row.querySelectorAll('td')].slice(5, 8).map((c) => c.textContent)).toEqual(['2', '0', '1']);
      // The file's detected encoding and separator (ADR 0068).
      expect(row.querySelectorAll('td')[2]!.textContent).toBe(format);
      // The uploaded import's errors open by themselves, read again as it moved on.
      const cells = (await screen.findByText(error)).closest('tr')!.querySelectorAll('td');
      expect([...cells].map((c) => c.textContent)).toEqual(['3', 'trimId', error]);

      // The file's bytes as they are (base64), not text decoded by the browser: the server detects the encoding.
      expect(calls.find((c) => c.url === '/api/notification/import-inventory')!.body)
        .toEqual({ companyId: 4, fileName: 'stock.csv', contentBase64: WINDOWS_1252.toString('base64') });
      const lists = calls.filter((c) => c.url.startsWith('/api/notification/get-notifications-imports-list'));
      expect(lists.every((c) => new URL(c.url, 'http://x').searchParams.get('companyId') === '4')).toBe(true);
    });

  it.each([
    ['en-ca', 'Rows held for review', 'Price more than 3 times the MSRP of this trim: is it in cents?', 'Kilometres impossible for the vehicle\'s age.',
      '$389,900', 'Held for review', 'Confirm and publish', 'Published'],
    ['fr-ca', 'Lignes retenues pour vérification', 'Prix de plus de 3 fois le PDSF de cette version\u00a0: est-il en cents\u00a0?',
      'Kilométrage impossible pour l’âge du véhicule.', '389\u00a0900\u00a0$', 'Retenue pour vérification', 'Confirmer et publier', 'Publiée'],
  ] as const)('lists the rows held for review with their reasons, and confirms one to publish it (%s)',
    async (lang, heading, priceReason, kmReason, price, heldStatus, confirmButton, published) => {
      const user = userEvent.setup();
      const held = { line: 3, vin: '2T3R1RFV1SW000021', trimId: 1022, year: 2025, kilometres: 1200, price: 38_990_000, reasons: ['price_above_band'], status: 'held', refusalCode: null, replacedBy: null };
      const km = { line: 5, vin: '2T3R1RFV1SW000043', trimId: 1022, year: 2025, kilometres: 900_000, price: 3_100_000, reasons: ['impossible_kilometres'], status: 'held', refusalCode: null, replacedBy: null };
      let confirmed = false;
      const confirms: unknown[] = [];
      fetchMock.mockImplementation(async (input, init) => {
        const url = String(input);
        if (url.startsWith('/api/notification/get-notifications-imports-list')) {
          return json(200, { items: [{ ...importAt('done', 3, confirmed ? 2 : 1, 0), heldRows: confirmed ? 1 : 2 }], total: 1 });
        }
        if (url === '/api/notification/confirm-import-holds') {
          confirms.push(JSON.parse(String(init!.body)));
          confirmed = true;
          return json(200, { importId: IMPORT_ID, items: [{ ...held, status: 'published' }, km] });
        }
        if (url.startsWith('/api/notification/get-import-holds')) {
          return json(200, { importId: IMPORT_ID, items: [confirmed ? { ...held, status: 'published' } : held, km] });
        }
        if (url.startsWith('/api/notification/get-errors-sections')) return json(200, { importId: IMPORT_ID, items: [] });
        if (url.startsWith('/api/notification/get-notifications-errors')) return json(200, { importId: IMPORT_ID, items: [], total: 0 });
        return json(404, { type: 'x', title: 'x', status: 404, code: 'http.not_found' });
      });
      await renderPage(<CompanyImportsPage companyId={4} />, { lang, page: 'company/4/inventory-imports', user: makeUser({ UserTypeId: 9, Company_ID: 4 }), parts: ['dealer'] });
      const row = (await screen.findByRole('cell', { name: 'stock.csv' })).closest('tr')!;
      // Imported, held for review, with errors.
      expect([...row.querySelectorAll('td')].slice(5, 8).map((c) => c.textContent)).toEqual(['1', '2', '0']);
      await user.click(within(row).getAllByRole('button')[0]!);
      const report = await screen.findByRole('region', { name: heading });
      const line3 = report.querySelector('tr[data-line="3"]')!;
      expect([...line3.querySelectorAll('td')].slice(0, 7).map((c) => c.textContent?.replace(/\u202f/g, '\u00a0'))).toEqual(
        ['3', '2T3R1RFV1SW000021', '2025', expect.any(String), price, priceReason, heldStatus],
      );
      expect(within(report.querySelector<HTMLElement>('tr[data-line="5"]')!).getByText(kmReason)).toBeTruthy();
      await user.click(within(line3 as HTMLElement).getByRole('button', { name: confirmButton }));
      await waitFor(() => expect(line3.querySelectorAll('td')[6]!.textContent).toBe(published));
      expect(within(line3 as HTMLElement).queryByRole('button')).toBeNull();
      expect(confirms).toEqual([{ importId: IMPORT_ID, lines: [3] }]);
    });

  it('refuses a file over the upload limit before sending it', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async () => json(200, { items: [], total: 0 }));
    await renderPage(<CompanyImportsPage companyId={4} />, { page: 'company/4/inventory-imports', user: makeUser({ UserTypeId: 9, Company_ID: 4 }), parts: ['dealer'] });
    const form = await screen.findByRole('form', { name: 'Import an inventory file' });
    await user.upload(form.querySelector<HTMLInputElement>('input[type="file"]')!, csvFile('x'.repeat(4_000_001), 'big.csv'));
    expect(await within(form).findByText('This file is larger than 4 MB. Split it into several files.')).toBeTruthy();
    expect((within(form).getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(fetchMock.mock.calls.every(([url]) => !String(url).includes('import-inventory'))).toBe(true));
  });
});
