import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderPage, stubbedFetch } from '../../../../tests/render';
import { StartPurchase } from './start-purchase';

const VEHICLE = '0b9c2a8e-1f34-4d5e-9a6b-7c8d9e0f1a2b';
const vehicle = {
  id: VEHICLE, version: 1, dateUpdated: '2026-02-20T10:00:00.000Z', listedAt: '2026-01-10T10:00:00.000Z', vin: '2T3W1RFV8MC123456',
  condition: 'used', year: 2025, make: { id: 1, name: 'Toyota' }, model: { id: 102, name: 'RAV4' }, trim: { id: 1022, name: 'XLE AWD' },
  bodyType: 'suv', kilometres: 18250, exteriorColour: null, interiorColour: null, photos: [], msrp: null,
  price: { vehiclePrice: 3_000_000, fees: [], allInPrice: 3_000_000, excluded: ['sales_taxes', 'licensing'] },
  dealer: { companyId: 1, name: 'Auto Laval', city: 'Laval', province: 'QC', lat: 45.6, lng: -73.7 }, status: 'available',
};
const timer = {
  Status: 1, vehicleId: VEHICLE, status: 'available', holder: null, expiresAt: null, serverTime: '2026-03-01T10:00:00.000Z',
  extensionsUsed: 0, maxExtensions: 1, lockMinutes: 30, extensionMinutes: 15, transactionId: null,
};
const problem = (code: string, status: number, extra: Record<string, unknown> = {}) => json(status, { type: `/problems/${code}`, title: 'x', status, code, ...extra });

describe('<StartPurchase>', () => {
  const fetchMock = stubbedFetch();

  it.each([
    ['en-ca', 'See the vehicles you hold'],
    ['fr-ca', 'Voir les véhicules que vous retenez'],
  ] as const)('%s: over the live-lock limit, says so and links to the vehicles the buyer holds', async (lang, link) => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === `/api/catalog/vehicles/${VEHICLE}`) return json(200, vehicle);
      if (url.pathname === '/api/customers/get-customer-transactions-details') return problem('purchase.transaction_not_found', 404);
      if (url.pathname === `/api/buy-online/vehicle-timer/check/${VEHICLE}`) return json(200, timer);
      if (url.pathname === `/api/buy-online/vehicle-timer/set/${VEHICLE}`) return problem('purchase.live_lock_limit', 409, { retryAfterSeconds: 600 });
      return json(404, { type: 'about:blank', title: 'x', status: 404, code: 'http.not_found' });
    });
    await renderPage(<StartPurchase vehicleId={VEHICLE} lang={lang} />, { lang, parts: ['purchase'] });
    // Told before acting that the dealer receives their contact details (issue #45 item 1).
    expect((await screen.findByText(lang === 'en-ca' ? /The dealer of this vehicle receives your name, email, phone/ : /Le concessionnaire de ce véhicule reçoit vos nom, courriel, téléphone/)).tagName).toBe('P');
    await userEvent.click(await screen.findByRole('button', { name: lang === 'en-ca' ? 'Start my purchase' : /Commencer mon achat/i }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(lang === 'en-ca' ? /already hold as many vehicles/ : /déjà autant de véhicules/);
    expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe(`/${lang}/customer/transaction-history`);
  });
});
