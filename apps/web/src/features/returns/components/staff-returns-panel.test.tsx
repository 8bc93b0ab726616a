import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../../tests/fixtures';
import { json, renderPage } from '../../../../tests/render';
import { StaffReturnsPanel } from './staff-returns-panel';

const TX = '11111111-1111-4111-8111-111111111111';
const item = (status: string, pickupAt: string | null = null) => ({
  transactionId: TX, vehicleId: 'v-1', vehicle: '2024 Toyota RAV4', status, requestedAt: '2026-11-20T15:00:00.000Z', pickupAt,
});

describe('<StaffReturnsPanel>', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const posts: { path: string; body: unknown }[] = [];
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    posts.length = 0;
    vi.unstubAllGlobals();
  });
  const serve = (items: unknown[]) => fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (init?.method === 'POST') {
      posts.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      return json(200, { Status: 1, transactionId: TX });
    }
    return json(200, { items });
  });

  it('schedules the pickup of a requested return, and lists the vehicle\'s returns only', async () => {
    const user = userEvent.setup();
    serve([item('requested')]);
    await renderPage(<StaffReturnsPanel vehicleId="v-1" />, { page: 'admin/vehicle', user: makeUser({ UserTypeId: 7 }), parts: ['admin'] });
    expect(await screen.findByText('2024 Toyota RAV4')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/buy-online/staff/returns?vehicleId=v-1');
    await user.type(screen.getByLabelText(/Pickup on/), '2026-11-25T10:30');
    await user.click(screen.getByRole('button', { name: 'Schedule the pickup' }));
    await waitFor(() => expect(posts).toEqual([{ path: '/api/buy-online/staff/schedule-return-pickup', body: { transactionId: TX, pickupAt: new Date('2026-11-25T10:30').toISOString() } }]));
  });

  it('records the inspection of a picked-up return, asking for the odometer first (French screen)', async () => {
    const user = userEvent.setup();
    serve([item('pickup_scheduled', '2026-11-25T15:00:00.000Z')]);
    await renderPage(<StaffReturnsPanel />, { page: 'admin/returns', lang: 'fr-ca', user: makeUser({ UserTypeId: 7 }), parts: ['admin'] });
    await user.click(await screen.findByRole('button', { name: 'Enregistrer l’inspection' }));
    expect(await screen.findByText('Entrez le kilométrage à l’odomètre.')).toBeTruthy();
    await user.type(screen.getByLabelText(/Odomètre à l’inspection/), '12320');
    await user.click(screen.getByRole('button', { name: 'Enregistrer l’inspection' }));
    await waitFor(() => expect(posts.at(-1)).toEqual({ path: '/api/buy-online/staff/record-return-inspection', body: { transactionId: TX, odometerKm: 12_320, notes: '' } }));
  });

  it('records a delivery with the odometer', async () => {
    const user = userEvent.setup();
    serve([]);
    await renderPage(<StaffReturnsPanel />, { page: 'admin/returns', user: makeUser({ UserTypeId: 7 }), parts: ['admin'] });
    expect(await screen.findByText('No return to handle.')).toBeTruthy();
    await user.type(screen.getByLabelText(/Transaction number/), TX);
    await user.type(screen.getByLabelText(/Delivered on/), '2026-11-20T09:00');
    await user.type(screen.getByLabelText(/Odometer at delivery/), '12000');
    await user.click(screen.getByRole('button', { name: 'Record the delivery' }));
    await waitFor(() => expect(posts).toEqual([{ path: '/api/buy-online/staff/record-delivery', body: { transactionId: TX, deliveredAt: new Date('2026-11-20T09:00').toISOString(), odometerKm: 12_000 } }]));
  });
});
