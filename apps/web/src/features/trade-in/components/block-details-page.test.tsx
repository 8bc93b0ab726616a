import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderPage } from '../../../../tests/render';
import { BlockDetailsPage } from './block-details-page';

const ID = '3f1c2b8e-6a4d-4c1e-9b7a-2d5e8f0a1b2c';
const user = (UserTypeId: number) => ({ UserName: 'u@x.ca', Email: 'u@x.ca', FirstName: 'U', User_Guid: 'u', UserTypeId, EmailVerified: true, Active: true }) as never;
const item = (inventoryCompanyId: number | null) => ({
  tradeInId: ID, year: 2025, makeId: 2, make: 'Honda', modelId: 201, model: 'Civic', trim: 'LX', mileage: 30_000, province: 'QC',
  value: 2_000_000, priceLow: 1_900_000, priceHigh: 2_100_000, photos: 6, confirmedAt: '2026-11-20T12:00:00.000Z', inventoryCompanyId,
});
const history = { items: [
  { version: 6, cause: 'model', value: 2_050_000, priceLow: 1_950_000, priceHigh: 2_150_000, reason: null, ruleId: null, by: null, at: '2026-11-20T11:00:00.000Z' },
  { version: 8, cause: 'inspection', value: 2_000_000, priceLow: 1_900_000, priceHigh: 2_100_000, reason: 'Scratched bumper', ruleId: null, by: 's', at: '2026-11-20T12:30:00.000Z' },
] };

describe('block details pages', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const calls: { path: string; body: unknown }[] = [];
  let taken: number | null = null;
  beforeEach(() => {
    taken = null;
    calls.length = 0;
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push({ path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : null });
      switch (url.pathname) {
        case '/api/tradein/block/vehicle-details': return json(200, item(taken));
        case '/api/tradein/price-history': return json(200, history);
        case '/api/tradein/add-trade-in': taken = 4; return json(200, { tradeInId: ID, version: 9, status: 'confirmed' });
        default: return json(404, { code: 'not_found' });
      }
    });
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('shows a dealer the trade-in and takes it into their inventory (en-ca)', async () => {
    await renderPage(<BlockDetailsPage tradeInId={ID} management={false} />, { user: user(9) });
    expect(await screen.findByRole('heading', { name: '2025 Honda Civic LX' })).toBeTruthy();
    const details = screen.getByRole('table', { name: 'Trade-in details' });
    expect(within(details).getByText('Quebec')).toBeTruthy();
    expect(within(details).getByText('$19,000 – $21,000')).toBeTruthy();
    expect(screen.queryByTestId('trade-in-price-history')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add to my inventory' }));
    expect(await screen.findByText('Taken by company 4')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/tradein/add-trade-in')?.body).toEqual({ tradeInId: ID });
  });

  it('shows staff the trade-in with its price history, in French (fr-ca)', async () => {
    await renderPage(<BlockDetailsPage tradeInId={ID} management={true} />, { lang: 'fr-ca', user: user(18), parts: ['trade-in'] });
    const table = await screen.findByTestId('trade-in-price-history');
    await waitFor(() => expect(within(table).getByText('Après inspection')).toBeTruthy());
    expect(within(table).getByText('Évaluation')).toBeTruthy();
    expect(within(table).getByText('Scratched bumper')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Historique des prix' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /inventaire/ })).toBeNull();
  });
});
