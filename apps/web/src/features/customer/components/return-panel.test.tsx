import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../../tests/fixtures';
import { json, renderPage } from '../../../../tests/render';
import { ReturnPanel } from './return-panel';

const TX = '11111111-1111-4111-8111-111111111111';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const delivered = (returnState: unknown = null) => ({
  transactionId: TX, delivery: { deliveredAt: inDays(-2), odometerKm: 12_000, returnUntil: inDays(5), maxKm: 750 }, return: returnState,
});

describe('<ReturnPanel>', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const posted: unknown[] = [];
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    posted.length = 0;
    vi.unstubAllGlobals();
  });
  const serve = (view: unknown, answer: { status: number; body: unknown }) => fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/customers/request-vehicle-return') {
      posted.push(JSON.parse(String(init?.body)));
      return json(answer.status, answer.body);
    }
    return json(200, view);
  });

  it('requests the return of a delivered vehicle with today\'s odometer and a reason', async () => {
    const user = userEvent.setup();
    serve(delivered(), { status: 200, body: { Status: 1, transactionId: TX } });
    await renderPage(<ReturnPanel transactionId={TX} />, { page: 'customer/transaction-history', user: makeUser(), parts: ['account'] });
    expect(await screen.findByText(/you may return the vehicle until .+, within 750 km/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Return this vehicle' }));
    await user.type(screen.getByLabelText(/Odometer today/), '12300');
    await user.selectOptions(screen.getByLabelText(/Reason/), 'not_as_described');
    await user.click(screen.getByRole('button', { name: 'Request the return' }));
    await waitFor(() => expect(posted).toEqual([{ transactionId: TX, odometerKm: 12_300, reason: 'not_as_described' }]));
  });

  it('says why a request is refused (over 750 km), in French', async () => {
    const user = userEvent.setup();
    serve(delivered(), { status: 400, body: { type: 'x', title: 'x', status: 400, code: 'purchase.return_distance_exceeded', errors: [{ path: 'body.odometerKm', code: 'purchase.return_distance_exceeded', message: 'x' }] } });
    await renderPage(<ReturnPanel transactionId={TX} />, { page: 'customer/transaction-history', lang: 'fr-ca', user: makeUser(), parts: ['account'] });
    await user.click(await screen.findByRole('button', { name: 'Retourner ce véhicule' }));
    await user.type(screen.getByLabelText(/Odomètre aujourd’hui/), '13000');
    await user.click(screen.getByRole('button', { name: 'Demander le retour' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Les retours sont acceptés jusqu’à 750 km après la livraison.');
  });

  it('shows the step a return is at, and nothing before the delivery', async () => {
    serve(delivered({ status: 'pickup_scheduled', requestedAt: inDays(-1), odometerKm: 12_300, reason: 'other', pickupAt: inDays(1), inspectedAt: null, refund: null }), { status: 200, body: {} });
    await renderPage(<ReturnPanel transactionId={TX} />, { page: 'customer/transaction-history', user: makeUser(), parts: ['account'] });
    expect((await screen.findByTestId('return-status')).textContent).toMatch(/^Pickup scheduled : /);
  });
});
