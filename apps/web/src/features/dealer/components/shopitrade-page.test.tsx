import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../../tests/fixtures';
import { json, renderPage } from '../../../../tests/render';
import { CompanyShopitradePage, ShopitradePage } from './shopitrade-page';
import { WidgetPage } from './widget-page';

const COMPANY = { companyId: 2, name: 'Garage Québec', typeId: 1, city: 'Québec', province: 'QC', lat: 46.8, lng: -71.2, makes: [], active: true, version: 3, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' };

/** Answers each API path with its own body (the pages call several at once). */
function answer(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>, routes: Record<string, unknown>) {
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    return path in routes ? json(200, routes[path]) : json(404, { status: 404, code: 'http.not_found', title: 'Not Found', type: '/problems/http.not_found' });
  });
}

describe('Shopitrade screens', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it("lists the companies taking part, edits a company's settings, and shows where a lead may be offered (team)", async () => {
    const user = userEvent.setup();
    answer(fetchMock, {
      '/api/company/get-shopitrade-companies': { items: [{ companyId: 1, name: 'Auto Boulevard Montréal', marginPercent: 4.5 }] },
      '/api/company/get-companies': { items: [COMPANY] },
      '/api/company/get-shopitrade-configuration': { companyId: 2, version: 3, settings: { enabled: false, marginPercent: 0 } },
      '/api/company/get-lead-shopitrade-company-list': { leadId: 'L-1', items: [{ companyId: 1, name: 'Auto Boulevard Montréal', marginPercent: 4.5 }] },
    });
    await renderPage(<ShopitradePage />, { page: 'shopicarTeam/shopitrade', user: makeUser({ UserTypeId: 18 }), parts: ['dealer'] });
    const taking = await screen.findByRole('table', { name: 'Companies taking part' });
    expect(within(taking).getByRole('rowheader').textContent).toBe('Auto Boulevard Montréal');
    expect(within(taking).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', '4.5']);
    await user.selectOptions(await screen.findByLabelText('Company'), '2');
    expect(await screen.findByLabelText('Margin (%)')).toBeTruthy();
    await user.type(screen.getByLabelText('Lead number'), 'L-1');
    await user.click(screen.getByRole('button', { name: 'Show the companies' }));
    await screen.findByRole('table', { name: 'Companies the lead may be offered to' });
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toContain('/api/company/get-lead-shopitrade-company-list?leadId=L-1');
  });

  it('writes the margins of the companies taking part in French (4,5)', async () => {
    answer(fetchMock, {
      '/api/company/get-shopitrade-companies': { items: [{ companyId: 1, name: 'Auto Boulevard Montréal', marginPercent: 4.5 }] },
      '/api/company/get-companies': { items: [COMPANY] },
    });
    await renderPage(<ShopitradePage />, { lang: 'fr-ca', page: 'shopicarTeam/shopitrade', user: makeUser({ UserTypeId: 18 }), parts: ['dealer'] });
    const taking = await screen.findByRole('table', { name: 'Entreprises participantes' });
    expect(within(taking).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', '4,5']);
  });

  it("shows a dealer their own Shopitrade settings read only, in French", async () => {
    answer(fetchMock, { '/api/company/get-shopitrade-configuration': { companyId: 2, version: 3, settings: { enabled: true, marginPercent: 3 } } });
    await renderPage(<CompanyShopitradePage companyId={2} />, { lang: 'fr-ca', page: 'company/2/shopitrade', user: makeUser({ UserTypeId: 9, Company_ID: 2 }), parts: ['dealer'] });
    expect((await screen.findByText('Marge (%)')).nextElementSibling?.textContent).toBe('3');
    expect(screen.getByText('Activé').nextElementSibling?.textContent).toBe('Oui');
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
  });
});

describe('<WidgetPage>', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    document.querySelectorAll('script[src^="/widgets/"]').forEach((s) => s.remove());
  });

  it('gives the snippet to copy, loads the live preview with the same script, and links to the API docs', async () => {
    answer(fetchMock, { '/api/company/get-widget-configuration': { companyId: 1, version: 2, settings: { primaryColor: '#0b5cad', accentColor: '#f2a900', maxVehicles: 6, buyOnline: true, tradeIn: true } } });
    await renderPage(<WidgetPage companyId={1} />, { page: 'company/1/widget', user: makeUser({ UserTypeId: 9, Company_ID: 1 }), parts: ['dealer'] });
    const snippet = (await screen.findByLabelText('Paste this code where the inventory should appear on your site:')) as HTMLTextAreaElement;
    const origin = window.location.origin;
    expect(snippet.value).toBe(`<div data-marketplace-widget="1" data-lang="en-ca"></div>\n<script src="${origin}/widgets/1.js" async></script>`);
    // The preview's script names the settings version: after a save it is not the browser's cached one.
    await waitFor(() => expect(document.querySelector('script[src="/widgets/1.js?v=2"]')).not.toBeNull());
    expect(screen.getByTestId('widget-preview').getAttribute('data-marketplace-widget')).toBe('1');
    expect(screen.getByRole('link', { name: 'Interactive API documentation' }).getAttribute('href')).toBe('/api/docs');
    expect(screen.getByRole('link', { name: 'OpenAPI document (JSON)' }).getAttribute('href')).toBe('/api/docs/openapi.json');
    expect(((await screen.findByLabelText('Main colour (#rrggbb)')) as HTMLInputElement).value).toBe('#0b5cad');
  });
});
