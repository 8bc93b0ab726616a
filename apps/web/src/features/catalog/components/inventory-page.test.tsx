import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderPage } from '../../../../tests/render';
import { InventoryPage } from './inventory-page';

const idOf = (i: number) => `0b9c2a8e-1f34-4d5e-9a6b-${String(i).padStart(12, '0')}`;
const item = (i: number, over: Record<string, unknown> = {}) => ({
  id: idOf(i),
  dateUpdated: '2026-02-20T10:00:00.000Z',
  condition: 'used',
  year: 2025,
  makeId: 1,
  make: 'Toyota',
  modelId: 102,
  model: 'RAV4',
  trimId: 1022,
  trim: 'XLE AWD',
  bodyType: 'suv',
  kilometres: 18250,
  price: 3_199_900,
  colour: { nameEn: 'Blue', nameFr: 'Bleu', hex: '#1f4e9c' },
  photo: `/api/catalog/photos/${idOf(i)}/1.svg`,
  city: 'Laval',
  province: 'QC',
  status: 'available',
  ...over,
});
const facets = {
  total: 30,
  makes: [
    { id: 1, name: 'Toyota', count: 20 },
    { id: 2, name: 'Honda', count: 10 },
  ],
  models: [
    { id: 102, name: 'RAV4', makeId: 1, count: 12 },
    { id: 201, name: 'Civic', makeId: 2, count: 10 },
  ],
  years: [{ year: 2025, count: 30 }],
  bodyTypes: [{ key: 'suv', count: 18 }],
  conditions: [
    { key: 'new', count: 5 },
    { key: 'used', count: 25 },
  ],
};

describe('<InventoryPage>', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let page: { items: unknown[]; total: number };
  beforeEach(() => {
    // Each test starts from the same answer, whatever order the tests run in (one below empties it).
    page = { items: [item(1), item(2, { make: 'Honda', model: 'Civic', trim: 'Sport', price: 2_450_000 })], total: 30 };
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/catalog/vehicles/facets') return json(200, facets);
      if (url.pathname === '/api/catalog/vehicles') return json(200, { ...page, page: Number(url.searchParams.get('page')), pageSize: 24 });
      return json(404, {});
    });
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('shows cards with photo, name, kilometres and all-in price, linked to the vehicle page of the language', async () => {
    await renderPage(<InventoryPage search={{ page: 2 }} onSearchChange={vi.fn()} lang="fr-ca" segment="autos" />, {
      lang: 'fr-ca',
      page: 'autos',
    });
    const list = await screen.findByRole('list', { name: 'Véhicules, page 2 sur 2' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: '2025 Toyota RAV4' }).getAttribute('href')).toBe(`/fr-ca/autos/2025-toyota-rav4-xle-awd-${item(1).id}`);
    expect(within(cards[0]!).getByText(/31\s999\s\$/)).toBeTruthy();
    expect(within(cards[0]!).getByText(/18\s250\skm/)).toBeTruthy();
    expect(screen.getByTestId('inventory-count').textContent).toBe('30 véhicules');
    const call = String(fetchMock.mock.calls.find(([u]) => String(u).startsWith('/api/catalog/vehicles?'))![0]);
    expect(call).toBe('/api/catalog/vehicles?sort=dateUpdated&order=desc&page=2&pageSize=24');
  });

  it("fetches the first card's photo at once and first, in sized WebP variants, the others when near the screen, each in its reserved box", async () => {
    await renderPage(<InventoryPage search={{}} onSearchChange={vi.fn()} lang="en-ca" segment="cars" />, { page: 'cars' });
    const list = await screen.findByRole('list', { name: /^Vehicles, page 1/ });
    const [first, second] = within(list).getAllByRole('article').map((card) => card.querySelector('img')!);
    const base = `/api/catalog/photos/${idOf(1)}/1`;
    expect(first!.getAttribute('loading')).toBe('eager');
    expect(first!.getAttribute('fetchpriority')).toBe('high');
    expect(first!.getAttribute('src')).toBe(`${base}-640w.webp`);
    expect(first!.getAttribute('srcset')).toBe(`${base}-320w.webp 320w, ${base}-640w.webp 640w, ${base}-960w.webp 960w, ${base}-1280w.webp 1280w`);
    expect(first!.getAttribute('sizes')).toBe('(min-width: 64rem) 20rem, (min-width: 40rem) 50vw, 100vw');
    expect([first!.getAttribute('width'), first!.getAttribute('height')]).toEqual(['800', '500']);
    expect(second!.getAttribute('loading')).toBe('lazy');
    expect(second!.getAttribute('fetchpriority')).toBeNull(); // the browser's own priority, after the first paint
    expect([second!.getAttribute('width'), second!.getAttribute('height')]).toEqual(['800', '500']);
  });

  it('holds the grid with empty cards of the same size while the first results load', async () => {
    let answer: (value: Response) => void = () => undefined;
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/catalog/vehicles/facets') return json(200, facets);
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    const { container } = await renderPage(<InventoryPage search={{}} onSearchChange={vi.fn()} lang="en-ca" segment="cars" />, { page: 'cars' });
    await waitFor(() => expect(container.querySelectorAll('.inventory__grid--pending .inventory-card--placeholder')).toHaveLength(24));
    expect(container.querySelector('.inventory__grid--pending')!.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('status')).toBeTruthy();
    answer(json(200, { ...page, page: 1, pageSize: 24 }));
    await screen.findByRole('list', { name: /^Vehicles, page 1/ });
    expect(container.querySelector('.inventory__grid--pending')).toBeNull();
  });

  it('puts every filter, the sort and the page in the search it hands back (the URL)', async () => {
    const onSearchChange = vi.fn();
    const user = userEvent.setup();
    await renderPage(<InventoryPage search={{ make: 1, page: 2 }} onSearchChange={onSearchChange} lang="en-ca" segment="cars" />, {
      page: 'cars',
    });
    await screen.findByRole('list', { name: /Vehicles, page 2/ });
    expect(String(fetchMock.mock.calls.find(([u]) => String(u).startsWith('/api/catalog/vehicles/facets'))![0])).toBe('/api/catalog/vehicles/facets?makeId=1');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Model' }), 'RAV4 (12)');
    expect(onSearchChange).toHaveBeenLastCalledWith({ make: 1, model: 102, page: undefined });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Make' }), 'Honda (10)');
    expect(onSearchChange).toHaveBeenLastCalledWith({ make: 2, model: undefined, page: undefined });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: lowest first');
    expect(onSearchChange).toHaveBeenLastCalledWith({ make: 1, sort: 'price-asc', page: undefined });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'hybrid');
    await user.type(screen.getByRole('textbox', { name: 'Minimum' }), '40000');
    await user.type(screen.getByRole('textbox', { name: 'Maximum' }), '20000');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The lowest price must not be above the highest price.')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'Maximum' }));
    await user.type(screen.getByRole('textbox', { name: 'Maximum' }), '55 000');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ make: 1, q: 'hybrid', minPrice: 40000, maxPrice: 55000, page: undefined });

    // The pages are links (a crawler follows them, issue #43); past the last page, a disabled button.
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/en-ca/cars?make=1');
  });

  it('on a phone, opens the filters in a sheet from a button; a filter chosen there applies, and the sheet closes on its results button, giving the focus back to the button', async () => {
    const onSearchChange = vi.fn();
    const user = userEvent.setup();
    await renderPage(<InventoryPage search={{ make: 1 }} onSearchChange={onSearchChange} lang="fr-ca" segment="autos" />, {
      lang: 'fr-ca',
      page: 'autos',
    });
    await screen.findByRole('list', { name: /Véhicules, page 1/ });
    await user.click(screen.getByRole('button', { name: 'Filtres (actifs)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filtres' });
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Modèle' }), 'RAV4 (12)');
    expect(onSearchChange).toHaveBeenLastCalledWith({ make: 1, model: 102, page: undefined });
    await user.click(within(sheet).getByRole('button', { name: 'Voir 30 véhicules' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filtres (actifs)' }));
  });

  it('says when nothing matches, and offers to see every vehicle', async () => {
    page = { items: [], total: 0 };
    const onSearchChange = vi.fn();
    await renderPage(<InventoryPage search={{ q: 'zzz' }} onSearchChange={onSearchChange} lang="en-ca" segment="cars" />, { page: 'cars' });
    expect(await screen.findByRole('heading', { name: 'No vehicle matches your search' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'See every vehicle' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({});
  });

  it('shows an error with a retry when the inventory cannot be loaded', async () => {
    fetchMock.mockImplementation(async () => json(503, { type: 'about:blank', title: 'Unavailable', status: 503, code: 'platform.database_unavailable' }));
    await renderPage(<InventoryPage search={{}} onSearchChange={vi.fn()} lang="en-ca" segment="cars" />, { page: 'cars' });
    expect(await screen.findByText('The service is temporarily unavailable. Please try again in a moment.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
