import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../../tests/fixtures';
import { json, renderPage } from '../../../../tests/render';
import { CustomerDashboard } from './customer-dashboard';

const TX = '11111111-1111-4111-8111-111111111111';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const SIGNED = {
  transactionId: TX, vehicle: { vehicleId: 'v-1', year: 2024, make: 'Toyota', model: 'RAV4', trim: 'LE', photoUrl: null },
  status: 'completed', startedAt: inDays(-4), deposit: { amount: 25_000, status: 'paid' }, documents: [],
};

describe('<CustomerDashboard>: the 7-day money-back return', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
  /** The history holds one signed purchase; `delivery` is the handover the return view answers (null: not delivered). */
  const serve = (delivery: unknown) => fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/customers/get-customer-transaction-history') return json(200, { items: [SIGNED] });
    if (url.pathname === '/api/customers/get-vehicle-return') return json(200, { transactionId: TX, delivery, return: null });
    return json(404, { type: 'x', title: 'x', status: 404, code: 'not_found' });
  });

  it('offers the return of a delivered vehicle on the transactions card, and opens the request form there (French)', async () => {
    const user = userEvent.setup();
    serve({ deliveredAt: inDays(-2), odometerKm: 12_000, returnUntil: inDays(5), maxKm: 750 });
    await renderPage(<CustomerDashboard user={makeUser()} />, { page: 'customer/dashboard', lang: 'fr-ca', user: makeUser(), parts: ['account'] });
    const card = screen.getByRole('heading', { name: 'Mes transactions' }).closest('li')!;
    const panel = await within(card).findByLabelText('2024 Toyota RAV4');
    expect(panel.textContent).toMatch(/vous pouvez retourner le véhicule jusqu’au .+, dans une limite de 750 km/);
    await user.click(within(panel).getByRole('button', { name: 'Retourner ce véhicule' }));
    expect(within(card).getByRole('form', { name: 'Retourner ce véhicule' })).toBeTruthy();
  });

});
