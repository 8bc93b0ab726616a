import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderPage } from '../../../../tests/render';
import { CustomerView } from './customer-view';

const SUBJECT = 'purchase-6f1c2d3e-0000-4000-8000-000000000001';
const INSTANTS = ['2026-03-01T14:05:00.000Z', '2026-03-01T14:06:00.000Z', '2026-03-01T14:07:00.000Z'];
const prices = (total: number) => ({
  vehicleId: '6f1c2d3e-0000-4000-8000-0000000000aa', currency: 'CAD', moneyUnit: 'cents', province: 'QC', on: '2026-03-01', productPrice: 2_000_000, msrp: 2_100_000,
  protectionPlanPrice: 0, deliveryPrice: 0, taxes: [{ name: 'GST', percent: 5, amount: 100_000 }, { name: 'QST', percent: 9.975, amount: 199_500 }], levies: [], subtotal: total,
  total, cash: total, finance: { downPayment: 0, term: { months: 60, value: 1 }, payment: 41_000 }, lease: { downPayment: 0, term: { months: 48, value: 1 }, residual: { value: 50, amount: 0 }, capitalizedCost: 0, refund: 0, kilometresPerYear: 20_000, excessKmCharge: 0, paymentBeforeTax: 0, taxes: [], payment: 0 },
  frequence: 52, deposit: 25_000, tradeInValue: 0, tradeInBalanceDue: 0, includeTradeInValue: false, paymentMethod: 'finance',
  // The deal the review and the contract state (computeDeal, ADR 0057): a cash deal here, the taxes on the full price.
  deal: {
    method: 'cash', province: 'QC', productPrice: 2_000_000, protectionPlanPrice: 0, deliveryPrice: 0, priceBeforeTaxes: 2_000_000,
    taxes: [{ name: 'GST', percent: 5, base: 2_000_000, tradeInCredited: false, amount: 100_000 }, { name: 'QST', percent: 9.975, base: 2_000_000, tradeInCredited: false, amount: 199_500 }],
    levies: [], totalPrice: total, tradeIn: null, amountDue: total, equitySurplus: 0, deposit: 25_000, depositApplied: 25_000, depositRefunded: 0,
    downPaymentApplied: 0, balanceAtDelivery: total - 25_000, refund: 0, finance: null, lease: null,
  },
  credit: null,
});
const transaction = (price: number, total: number) => ({
  Status: 1, transactionId: '6f1c2d3e-0000-4000-8000-000000000001', status: 'incomplete',
  vehicle: { vehicleId: 'v1', vin: '1HGCM82633A004352', condition: 'used', year: 2022, make: 'Honda', model: 'Civic', trim: 'EX', photo: null, price, kilometres: 1000, dealer: { name: 'D', city: 'Montréal', province: 'QC' } },
  steps: [], completedSteps: ['personal-details'], dirtySteps: [], currentStep: 'trade-in', prices: prices(total),
  deposit: { paid: false, amountPaid: 0, dateUpdated: null, stripeId: null, lastEvent: 'none' }, contractSigned: false, contractUrl: null,
  hold: { Status: 1, vehicleId: 'v1', status: 'locked', holder: 'other', expiresAt: '2026-03-01T14:35:00.000Z', serverTime: '2026-03-01T14:06:00.000Z', extensionsUsed: 0, maxExtensions: 1, lockMinutes: 30, extensionMinutes: 15, transactionId: null },
  priceChange: null, creditDecision: null, startedAt: INSTANTS[0], updatedAt: INSTANTS[1],
});

describe('<CustomerView>', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('shows in French what the buyer saw at the instant, the hold time left and who changed it; the slider picks another instant', async () => {
    fetchMock.mockResolvedValue(json(200, {
      subjectId: SUBJECT, at: INSTANTS[1], instants: INSTANTS, existed: true, transaction: transaction(2_000_000, 2_299_500), contract: null,
      versions: { purchase: 2, vehicle: 5 },
      changes: [{ streamId: 'vehicle-v1', streamVersion: 5, type: 'VehiclePriceChanged', recordedAt: INSTANTS[1], actor: { userId: 's1', name: 'Sophie Gagnon', userTypeId: 6 }, impersonator: null }],
    }));
    const onAtChange = vi.fn();
    await renderPage(<CustomerView subjectId={SUBJECT} at={INSTANTS[1]} onAtChange={onAtChange} who={(a) => a?.name ?? 'Système'} />, { lang: 'fr-ca', page: 'admin/audit', parts: ['audit'] });
    await screen.findByRole('heading', { name: 'Ce que le client a vu' });
    await screen.findByText('Taxe QST');
    const field = (name: string) => document.querySelector(`[data-field="${name}"]`)?.textContent?.replace(/\s/g, ' ');
    expect(field('total')).toBe('22 995,00 $');
    expect(field('hold')).toBe('locked · 29:00');
    expect(field('contract')).toBe('Non signé');
    const changes = screen.getByRole('table', { name: "Ce qui l'a modifié" });
    expect(within(changes).getByText('Sophie Gagnon')).toBeTruthy();
    const slider = screen.getByRole('slider', { name: 'Moment' });
    expect((slider as HTMLInputElement).value).toBe('1');
    fireEvent.change(slider, { target: { value: '0' } });
    await waitFor(() => expect(onAtChange).toHaveBeenCalledWith(INSTANTS[0]));
    expect(String(fetchMock.mock.calls[0][0])).toContain(`/audit/subjects/${SUBJECT}/customer-view?at=${encodeURIComponent(INSTANTS[1])}`);
  });
});
