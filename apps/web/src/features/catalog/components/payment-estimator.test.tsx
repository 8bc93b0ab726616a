import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, renderPage, stubbedFetch } from '../../../../tests/render';
import type { VehicleDetail } from '../api/get-vehicle';
import { PaymentEstimator } from './payment-estimator';

const ID = '0b9c2a8e-1f34-4d5e-9a6b-7c8d9e0f1a2b';
/** A used vehicle at $31,999 all in: $36,790.85 with Quebec's taxes. */
const vehicle = {
  id: ID, condition: 'used', year: 2025, make: { id: 1, name: 'Toyota' }, model: { id: 102, name: 'RAV4' }, trim: { id: 1022, name: 'XLE AWD' },
  msrp: null, price: { vehiclePrice: 3_000_000, fees: [], allInPrice: 3_199_900, excluded: ['sales_taxes', 'licensing'] },
} as unknown as VehicleDetail;

/** Text matchers read the page's no-break spaces (French money) as plain ones. */
const TEXT = {
  'en-ca': {
    down: 'Down payment ($)', lease: 'Lease', cash: 'Cash', nothing: 'Nothing to finance', bad: 'Enter an amount in dollars up to $10,000,000, such as 5000',
    covered: 'Your down payment and the deposit cover the total: $36,540.85 of your down payment would be used.',
    residual: /^A lease cannot go below its residual value: \$[\d,]+\.\d\d of your down payment would be used\.$/,
    perWeek: /^\$[\d,]+\.\d\d per week$/,
  },
  'fr-ca': {
    down: 'Mise de fonds ($)', lease: 'Location', cash: 'Comptant', nothing: 'Rien à financer', bad: "Entrez un montant en dollars d'au plus 10 000 000 $, comme 5000",
    covered: 'Votre mise de fonds et le dépôt couvrent le total : 36 540,85 $ de votre mise de fonds serait utilisé.',
    residual: /^Une location ne peut descendre sous sa valeur résiduelle : [\d\s]+,\d\d \$ de votre mise de fonds serait utilisé\.$/,
    perWeek: /^[\d\s]+,\d\d \$ par semaine$/,
  },
} as const;

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('<PaymentEstimator>: never a payment of 0 or below (issue #42, the deal\'s rules)', () => {
  const fetchMock = stubbedFetch();
  beforeEach(() => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/pricing/taxes') return json(200, { province: 'QC', on: '2026-12-06', taxes: [{ name: 'GST', percent: 5 }, { name: 'QST', percent: 9.975 }] });
      return json(404, { type: 'about:blank', title: 'Not found', status: 404, code: 'http.not_found' });
    });
  });

  it.each(['en-ca', 'fr-ca'] as const)('a down payment above the price finances nothing; a lease uses it down to its residual (%s)', async (lang) => {
    const x = TEXT[lang];
    const user = userEvent.setup();
    await renderPage(<PaymentEstimator vehicle={vehicle} province="QC" onProvinceChange={() => undefined} lang={lang} />, { lang });
    expect(plain((await screen.findByTestId('estimator-payment')).textContent)).toMatch(x.perWeek);
    const down = screen.getByRole('textbox', { name: x.down });
    await user.type(down, '40000');
    await waitFor(() => expect(screen.getByTestId('estimator-payment').textContent).toBe(x.nothing));
    expect(plain(screen.getByTestId('estimator-down-payment-note').textContent)).toBe(x.covered);

    await user.click(screen.getByRole('radio', { name: x.lease }));
    await waitFor(() => expect(plain(screen.getByTestId('estimator-payment').textContent)).toMatch(x.perWeek));
    expect(plain(screen.getByTestId('estimator-down-payment-note').textContent)).toMatch(x.residual);

    // Cash has no down payment: what is left after the deposit is paid at delivery.
    await user.click(screen.getByRole('radio', { name: x.cash }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: x.down })).toBeNull());
    expect(screen.queryByTestId('estimator-down-payment-note')).toBeNull();
  });

  it.each(['en-ca', 'fr-ca'] as const)('refuses a negative, huge or non-numeric down payment with its message (%s)', async (lang) => {
    const x = TEXT[lang];
    const user = userEvent.setup();
    await renderPage(<PaymentEstimator vehicle={vehicle} province="QC" onProvinceChange={() => undefined} lang={lang} />, { lang });
    await screen.findByTestId('estimator-payment');
    const down = screen.getByRole('textbox', { name: x.down });
    for (const typed of ['-500', '10000000.01', 'abc']) {
      await user.clear(down);
      await user.type(down, typed);
      await user.tab();
      await waitFor(() => expect(screen.getByText(x.bad)).toBeTruthy());
      expect(screen.queryByTestId('estimator-payment')).toBeNull();
    }
  });
});
