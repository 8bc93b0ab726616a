import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../../tests/fixtures';
import { json, renderPage } from '../../../../tests/render';
import { ExportDataSection } from './export-data-section';

const EXPORTED = { userId: 'u-1', exportedAt: '2026-11-23T05:00:00.000Z', socialAccounts: [], supportMessages: [], sections: {}, events: [], accessEvents: [] };

describe('<ExportDataSection>', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const saved: { download: string; href: string }[] = [];
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:export', revokeObjectURL: () => undefined }));
    const createElement = document.createElement.bind(document);
    vi.spyOn(document, 'createElement').mockImplementation((tag: string) => {
      const el = createElement(tag);
      if (tag === 'a') (el as HTMLAnchorElement).click = () => saved.push({ download: (el as HTMLAnchorElement).download, href: (el as HTMLAnchorElement).href });
      return el;
    });
  });
  afterEach(() => {
    fetchMock.mockReset();
    saved.length = 0;
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('downloads the JSON export as my-data-<date>.json', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(json(200, EXPORTED));
    await renderPage(<ExportDataSection />, { page: 'customer/profile', user: makeUser(), parts: ['account'] });
    expect(screen.getByText(/You can do this 3 times a day/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saved).toEqual([{ download: 'my-data-2026-11-23.json', href: 'blob:export' }]));
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/user/export');
    expect(await screen.findByText('Your data was downloaded.')).toBeTruthy();
  });

  it('says the daily limit is reached (429), in French too', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(json(429, { type: '/problems/rate_limit.exceeded', title: 'x', status: 429, code: 'rate_limit.exceeded', retryAfterSeconds: 3600 }));
    await renderPage(<ExportDataSection />, { page: 'customer/profile', lang: 'fr-ca', user: makeUser(), parts: ['account'] });
    await user.click(screen.getByRole('button', { name: 'Télécharger mes données' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Vous avez déjà téléchargé vos données 3 fois aujourd’hui. Réessayez demain.');
    expect(saved).toEqual([]);
  });
});
