import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderPage } from '../../../../tests/render';
import { PROVINCE_STORAGE_KEY } from '../province';
import { VehiclePage } from './vehicle-page';

const ID = '0b9c2a8e-1f34-4d5e-9a6b-7c8d9e0f1a2b';
const vehicle = {
  id: ID,
  version: 3,
  dateUpdated: '2026-02-20T10:00:00.000Z',
  listedAt: '2026-01-10T10:00:00.000Z',
  vin: '2T3W1RFV8MC123456',
  condition: 'used',
  year: 2025,
  make: { id: 1, name: 'Toyota' },
  model: { id: 102, name: 'RAV4' },
  trim: { id: 1022, name: 'XLE AWD' },
  bodyType: 'suv',
  kilometres: 18250,
  exteriorColour: { id: 3, nameEn: 'Blue', nameFr: 'Bleu', hex: '#1f4e9c' },
  interiorColour: { id: 1, nameEn: 'Black', nameFr: 'Noir', hex: '#111111' },
  photos: [1, 2, 3].map((n) => `/api/catalog/photos/${ID}/${n}.svg`),
  msrp: null,
  price: {
    vehiclePrice: 3_000_000,
    fees: [
      { code: 'freight_pdi', amount: 196_000 },
      { code: 'admin_fee', amount: 3_900 },
    ],
    allInPrice: 3_199_900,
    excluded: ['sales_taxes', 'licensing'],
  },
  dealer: { companyId: 1, name: 'Auto Laval', city: 'Laval', province: 'QC', lat: 45.6, lng: -73.7 },
  status: 'available',
};
const TAXES: Record<string, { name: string; percent: number }[]> = {
  QC: [
    { name: 'GST', percent: 5 },
    { name: 'QST', percent: 9.975 },
  ],
  AB: [{ name: 'GST', percent: 5 }],
  ON: [{ name: 'HST', percent: 13 }],
};

describe('<VehiclePage>', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === `/api/catalog/vehicles/${ID}`) return json(200, vehicle);
      if (url.pathname === '/api/pricing/taxes') {
        const province = url.searchParams.get('province')!;
        return json(200, { province, on: '2026-03-01', taxes: TAXES[province] ?? [] });
      }
      if (url.pathname === '/api/catalog/geocode')
        return json(200, { postalCode: 'T2P 1J9', fsa: 'T2P', lat: 51, lng: -114, place: 'Calgary', province: 'AB', accuracy: 'fsa' });
      return json(404, { type: 'about:blank', title: 'Not found', status: 404, code: 'http.not_found' });
    });
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('shows the first photo at once and first, in sized WebP variants in its reserved box; thumbnails small and lazy', async () => {
    await renderPage(<VehiclePage vehicleId={ID} lang="en-ca" segment="cars" />, { page: `cars/${ID}` });
    const photo = await screen.findByRole('img', { name: '2025 Toyota RAV4 XLE AWD, 1 of 3' });
    const base = `/api/catalog/photos/${ID}/1`;
    expect(photo.getAttribute('loading')).toBe('eager');
    expect(photo.getAttribute('fetchpriority')).toBe('high');
    expect(photo.getAttribute('src')).toBe(`${base}-960w.webp`);
    expect(photo.getAttribute('srcset')).toBe(`${base}-320w.webp 320w, ${base}-640w.webp 640w, ${base}-960w.webp 960w, ${base}-1280w.webp 1280w`);
    expect(photo.getAttribute('sizes')).toBe('(min-width: 64rem) 48rem, 100vw');
    expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['800', '500']);
    const thumbs = screen.getAllByRole('button', { name: /^Show photo \d of 3$/ }).map((b) => b.querySelector('img')!);
    expect(thumbs.map((t) => [t.getAttribute('src'), t.getAttribute('loading'), t.getAttribute('width'), t.getAttribute('height')])).toEqual(
      [1, 2, 3].map((n) => [`/api/catalog/photos/${ID}/${n}-320w.webp`, 'lazy', '800', '500']),
    );
  });

  it('loads the payment estimator only when it comes near the screen, its place held until then', async () => {
    let notify: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          notify = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const { container } = await renderPage(<VehiclePage vehicleId={ID} lang="en-ca" segment="cars" />, { page: `cars/${ID}` });
    await screen.findByRole('heading', { level: 1, name: '2025 Toyota RAV4 XLE AWD' });
    expect(container.querySelector('.vehicle-page__estimator .estimator--pending')).not.toBeNull();
    expect(screen.queryByTestId('estimator-payment')).toBeNull();
    act(() => notify([{ isIntersecting: true }]));
    // Its chunk is fetched now (here, its modules transformed for the first time: slow on a loaded host).
    expect(await screen.findByTestId('estimator-payment', {}, { timeout: 10_000 })).toBeTruthy();
    expect(container.querySelector('.estimator--pending')).toBeNull();
  });

  it('holds the title and the photo places while the vehicle loads', async () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
    const { container } = await renderPage(<VehiclePage vehicleId={ID} lang="en-ca" segment="cars" />, { page: `cars/${ID}` });
    await waitFor(() => expect(container.querySelector('.vehicle-page__header--pending [role="status"]')).not.toBeNull());
    expect(container.querySelector('.vehicle-page__main > .gallery__photo')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the all-in price, its breakdown, the specs and the Buy online link', async () => {
    await renderPage(<VehiclePage vehicleId={ID} lang="en-ca" segment="cars" />, { page: `cars/${ID}` });
    expect(await screen.findByRole('heading', { level: 1, name: '2025 Toyota RAV4 XLE AWD' })).toBeTruthy();
    expect(screen.getByTestId('vehicle-price').textContent).toBe('$31,999');
    const breakdown = screen.getByRole('region', { name: 'Price breakdown' });
    expect(within(breakdown).getByText('Freight and PDI')).toBeTruthy();
    expect(within(breakdown).getByText('$1,960')).toBeTruthy();
    expect(within(breakdown).getByText('Freight, PDI and all fees included. Plus taxes and licensing.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buy online' }).getAttribute('href')).toBe(`/en-ca/buy-online?vehicleId=${ID}`);
    expect(screen.getByText('SUV')).toBeTruthy();
  });

  it('moves through the photos from the keyboard', async () => {
    const user = userEvent.setup();
    await renderPage(<VehiclePage vehicleId={ID} lang="en-ca" segment="cars" />, { page: `cars/${ID}` });
    const gallery = await screen.findByRole('group', { name: 'Photos: 2025 Toyota RAV4 XLE AWD' });
    expect(within(gallery).getByRole('img', { name: '2025 Toyota RAV4 XLE AWD, 1 of 3' })).toBeTruthy();
    await user.click(within(gallery).getByRole('button', { name: 'Show photo 2 of 3' }));
    expect(within(gallery).getByRole('button', { name: 'Show photo 2 of 3' }).getAttribute('aria-current')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(within(gallery).getByRole('img', { name: '2025 Toyota RAV4 XLE AWD, 3 of 3' })).toBeTruthy();
    expect(document.activeElement).toBe(within(gallery).getByRole('button', { name: 'Show photo 3 of 3' }));
    await user.keyboard('{ArrowRight}');
    expect(within(gallery).getByText('Photo 1 of 3')).toBeTruthy();
    await user.keyboard('{End}');
    expect(within(gallery).getByText('Photo 3 of 3')).toBeTruthy();
  });

  it('computes the payment live, and follows the frequency and the province chosen by postal code (remembered)', async () => {
    const user = userEvent.setup();
    await renderPage(<VehiclePage vehicleId={ID} lang="en-ca" segment="cars" />, { page: `cars/${ID}` });
    // The estimator's chunk loads with the first payment (its modules transformed on first use: slow on a loaded host).
    const payment = async () => (await screen.findByTestId('estimator-payment', {}, { timeout: 10_000 })).textContent;
    const weeklyQC = await payment();
    expect(screen.getByTestId('estimator-province').textContent).toBe('Quebec');
    expect(weeklyQC).toMatch(/^\$[\d,]+\.\d\d per week$/);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment frequency' }), 'Monthly');
    const monthlyQC = await payment();
    expect(monthlyQC).toMatch(/per month$/);
    expect(monthlyQC).not.toBe(weeklyQC);

    await user.click(screen.getByRole('button', { name: 'Change geolocation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change geolocation' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Postal code' }), 't2p1j9');
    await user.click(within(dialog).getByRole('button', { name: 'Find my province' }));
    await within(dialog).findByText('Found: Calgary (T2P 1J9), Alberta');
    await user.click(within(dialog).getByRole('button', { name: 'Use this province' }));
    await waitFor(() => expect(screen.getByTestId('estimator-province').textContent).toBe('Alberta'));
    await waitFor(async () => expect(await payment()).not.toBe(monthlyQC));
    expect(localStorage.getItem(PROVINCE_STORAGE_KEY)).toBe('AB');
    expect(screen.queryByText(/QST/)).toBeNull();
    expect(screen.getByText(/^GST/)).toBeTruthy();
  });

  it('refuses a bad down payment or rate, and shows cash as the total left to pay', async () => {
    const user = userEvent.setup();
    await renderPage(<VehiclePage vehicleId={ID} lang="en-ca" segment="cars" />, { page: `cars/${ID}` });
    await screen.findByTestId('estimator-payment', {}, { timeout: 10_000 });
    await user.type(screen.getByRole('textbox', { name: 'Down payment ($)' }), 'abc');
    expect(await screen.findByText('Check the down payment and the rate to see the payment.')).toBeTruthy();
    expect(screen.queryByTestId('estimator-payment')).toBeNull();
    await user.tab();
    expect(screen.getByText('Enter an amount in dollars up to $10,000,000, such as 5000')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'Down payment ($)' }));
    await user.click(screen.getByRole('radio', { name: 'Cash' }));
    // 31,999.00 + GST 1,599.95 + QST 3,191.90 - 250 deposit
    expect((await screen.findByTestId('estimator-payment', {}, { timeout: 10_000 })).textContent).toBe('$36,540.85 to pay');
  });

  it('reads a malformed id as no vehicle, without calling the API', async () => {
    await renderPage(<VehiclePage vehicleId="not-a-vehicle" lang="en-ca" segment="cars" />, { page: 'cars/not-a-vehicle' });
    expect(await screen.findByRole('heading', { name: 'This vehicle is not available' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith('/api/catalog/vehicles/'))).toBe(false);
  });

  it('says when the vehicle is gone', async () => {
    fetchMock.mockImplementation(async () => json(404, { type: 'about:blank', title: 'Not found', status: 404, code: 'catalog.vehicle_not_found' }));
    await renderPage(<VehiclePage vehicleId={ID} lang="fr-ca" segment="autos" />, { lang: 'fr-ca', page: `autos/${ID}` });
    expect(await screen.findByRole('heading', { name: "Ce véhicule n'est pas disponible" })).toBeTruthy();
    expect(screen.getByRole('link', { name: "Retour à l'inventaire" }).getAttribute('href')).toBe('/fr-ca/autos');
  });
});
