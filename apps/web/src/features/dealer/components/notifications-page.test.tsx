import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../../tests/fixtures';
import { json, renderPage, stubbedFetch } from '../../../../tests/render';
import { NotificationsPage } from './notifications-page';

const running = {
  importId: '6f1c2d3e-0000-4000-8000-0000000000aa', typeId: 1, companyId: 3, fileName: 'stock.csv', status: 'running', notificationStatus: 'unread',
  totalRows: 10_000, processedRows: 2_500, importedRows: 2_499, errorRows: 1, heldRows: 0, createdAt: '2026-02-03T10:00:00.000Z', updatedAt: '2026-02-03T10:00:05.000Z',
  purgedAt: null, encoding: 'utf-8', separator: 'comma',
};

describe('notifications: inventory imports', () => {
  const fetchMock = stubbedFetch();

  // Text matchers read the page's no-break spaces (French thousands) as plain ones.
  it.each([
    ['en-ca', '2,500 of 10,000 rows', 'Importing', 'Vehicle (1)', 'Unknown trim.', 'Errors'],
    ['fr-ca', '2 500 lignes sur 10 000', 'Importation en cours', 'Véhicule (1)', 'Version inconnue.', 'Erreurs'],
  ] as const)('shows each import with its progress and its errors by section, line and column (%s)', async (lang, progress, status, section, error, errorsButton) => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/notification/get-errors-sections')) {
        return json(200, { importId: running.importId, items: [{ section: 'file', count: 0 }, { section: 'vehicle', count: 1 }, { section: 'colours', count: 0 }, { section: 'price', count: 0 }] });
      }
      if (url.startsWith('/api/notification/get-notifications-errors')) {
        return json(200, { importId: running.importId, total: 1, items: [{ line: 7, column: 'trimId', section: 'vehicle', code: 'catalog.unknown_trim', message: 'Unknown trim' }] });
      }
      return json(200, { items: [running], total: 1 });
    });
    await renderPage(<NotificationsPage />, { lang, page: 'vehiclesTeam/notifications', user: makeUser({ UserTypeId: 20 }), parts: ['dealer'] });
    const row = (await screen.findByText('stock.csv')).closest('tr')!;
    expect(within(row).getByText(progress)).toBeTruthy();
    expect(within(row).getByText(status)).toBeTruthy();
    expect(within(row).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('2500');
    await userEvent.setup().click(within(row).getByRole('button', { name: errorsButton }));
    expect(await screen.findByRole('button', { name: section })).toBeTruthy();
    const cells = (await screen.findByText(error)).closest('tr')!.querySelectorAll('td');
    expect([...cells].map((c) => c.textContent)).toEqual(['7', 'trimId', error]);
  });

  it.each([
    ['en-ca', 'File and errors deleted on March 5, 2026', 'Errors'],
    ['fr-ca', 'Fichier et erreurs supprimés le 5 mars 2026', 'Erreurs'],
  ] as const)('keeps a purged import\'s summary and says its file and errors are deleted (%s)', async (lang, purged, errorsButton) => {
    const done = {
      ...running, status: 'done', processedRows: 10_000, importedRows: 9_990, errorRows: 10, notificationStatus: 'read', purgedAt: '2026-03-05T10:00:00.000Z',
    };
    fetchMock.mockImplementation(async () => json(200, { items: [done], total: 1 }));
    await renderPage(<NotificationsPage />, { lang, page: 'admin/notifications', user: makeUser({ UserTypeId: 7 }), parts: ['dealer'] });
    const row = (await screen.findByText('stock.csv')).closest('tr')!;
    expect(within(row).getByText(purged)).toBeTruthy();
    expect(within(row).getByText(lang === 'fr-ca' ? '9 990' : '9,990')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: errorsButton })).toBeNull();
  });
});
