import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderPage } from '../../../../tests/render';
import { ImagesPage } from './images-page';
import { VehicleEditPage } from './vehicle-edit-page';
import { VehiclesListPage } from './vehicles-list-page';

const ID = '0b9c2a8e-1f34-4d5e-9a6b-7c8d9e0f1a2b';
const staff = { UserName: 'v@team.ca', Email: 'v@team.ca', FirstName: 'Vera', User_Guid: 'u', UserTypeId: 20, EmailVerified: true, Active: true } as never;
const detail = (over: Record<string, unknown> = {}) => ({
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
  photos: [],
  msrp: null,
  price: { vehiclePrice: 3_000_000, fees: [{ code: 'freight_pdi', amount: 196_000 }], allInPrice: 3_196_000, excluded: ['sales_taxes', 'licensing'] },
  dealer: { companyId: 1, name: 'Auto Laval', city: 'Laval', province: 'QC', lat: 45.6, lng: -73.7 },
  status: 'available',
  ...over,
});
const colours = {
  items: [
    { id: 1, key: 'black', nameEn: 'Black', nameFr: 'Noir', hex: '#111111' },
    { id: 3, key: 'blue', nameEn: 'Blue', nameFr: 'Bleu', hex: '#1f4e9c' },
    { id: 4, key: 'red', nameEn: 'Red', nameFr: 'Rouge', hex: '#b00020' },
  ],
};
const problem = (status: number, code: string) => json(status, { type: `/problems/${code}`, title: 'x', status, code });

describe('vehicles team', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('lists every vehicle with its status, linked to the edit page of the area', async () => {
    fetchMock.mockImplementation(async () =>
      json(200, {
        items: [
          {
            id: ID,
            version: 3,
            vin: '2T3W1RFV8MC123456',
            dateUpdated: '2026-02-20T10:00:00.000Z',
            condition: 'used',
            year: 2025,
            make: 'Toyota',
            model: 'RAV4',
            trim: 'XLE AWD',
            kilometres: 18250,
            vehiclePrice: 3_000_000,
            price: 3_196_000,
            photo: null,
            photoCount: 0,
            companyId: 1,
            province: 'QC',
            status: 'reserved',
          },
        ],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
    );
    const onSearchChange = vi.fn();
    const user = userEvent.setup();
    await renderPage(<VehiclesListPage area="admin" search={{}} onSearchChange={onSearchChange} />, {
      page: 'admin/vehicles',
      user: staff,
      parts: ['vehicles-team'],
    });
    const row = (await screen.findByRole('table')).querySelectorAll('tbody tr')[0]!;
    expect(
      within(row as HTMLElement)
        .getByRole('link', { name: '2025 Toyota RAV4 XLE AWD' })
        .getAttribute('href'),
    ).toBe(`/en-ca/admin/vehicle?id=${ID}`);
    expect(within(row as HTMLElement).getByText('Reserved (deposit paid)')).toBeTruthy();
    expect(within(row as HTMLElement).getByText('$31,960.00')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Sold');
    expect(onSearchChange).toHaveBeenLastCalledWith({ status: 'sold', page: undefined });
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/admin/vehicles?page=1&pageSize=20');
  });

  it('sends only what changed with the version edited, and says clearly when someone changed the vehicle first', async () => {
    let current = detail();
    const patches: unknown[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/api/admin/colors/ail-colors') return json(200, colours);
      if (url === `/api/admin/vehicles/${ID}` && init?.method === 'PATCH') {
        patches.push(JSON.parse(String(init.body)));
        if (patches.length === 1) return problem(409, 'catalog.vehicle_changed');
        current = detail({ version: 5, price: { ...current.price, vehiclePrice: 2_899_900, allInPrice: 3_095_900 } });
        return json(200, { id: ID, version: 5, status: 'available', changed: ['price'] });
      }
      if (url === `/api/admin/vehicles/${ID}`) return json(200, current);
      return json(404, {});
    });
    const user = userEvent.setup();
    await renderPage(<VehicleEditPage area="vehiclesTeam" vehicleId={ID} />, { page: 'vehiclesTeam/vehicle', user: staff, parts: ['vehicles-team'] });
    const price = await screen.findByRole('textbox', { name: 'Vehicle price before fees ($)' });
    expect((price as HTMLInputElement).value).toBe('30000');
    await user.clear(price);
    await user.type(price, '28999');
    expect(screen.getByTestId('all-in-preview').textContent).toBe('$30,959.00');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This vehicle changed while you were editing it')).toBeTruthy();
    expect(screen.getByText('Someone else changed this vehicle since you opened it. Reload it to see their changes, then make yours again.')).toBeTruthy();
    expect(patches[0]).toEqual({ price: 2_899_900, expectedVersion: 3 });

    current = detail({ version: 4 });
    await user.click(screen.getByRole('button', { name: 'Reload the vehicle' }));
    await screen.findByText(/version 4/);
    await user.clear(screen.getByRole('textbox', { name: 'Vehicle price before fees ($)' }));
    await user.type(screen.getByRole('textbox', { name: 'Vehicle price before fees ($)' }), '28999');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved. The inventory shows the change.')).toBeTruthy();
    expect(patches[1]).toEqual({ price: 2_899_900, expectedVersion: 4 });
    await waitFor(() => expect(screen.getByText(/version 5/)).toBeTruthy());
  });

  it('cannot change the status of a locked vehicle, and refuses kilometres out of range', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/admin/colors/ail-colors' ? json(200, colours) : json(200, detail({ status: 'locked' })),
    );
    const user = userEvent.setup();
    await renderPage(<VehicleEditPage area="admin" vehicleId={ID} />, { page: 'admin/vehicle', user: staff, parts: ['vehicles-team'] });
    const status = (await screen.findByRole('combobox', { name: 'Status' })) as HTMLSelectElement;
    expect(status.disabled).toBe(true);
    expect(screen.getByText('A customer holds this vehicle right now: its status cannot change.')).toBeTruthy();
    const km = screen.getByRole('textbox', { name: 'Kilometres' });
    await user.clear(km);
    await user.type(km, '3000000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter kilometres from 0 to 2,000,000.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('requires a vifId to cancel a download, and saves the VIF list as viflist.csv', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      switch (url.pathname) {
        case '/api/admin/images/get-years':
          return json(200, { items: [2026, 2025] });
        case '/api/admin/images/get-makes':
          return json(200, { items: [{ id: 1, name: 'Toyota' }] });
        case '/api/admin/images/get-models':
          return json(200, { items: [{ id: 102, name: 'RAV4' }] });
        case '/api/admin/images/get-viflist':
          return json(200, {
            items: [
              {
                vifId: 'VIF-1022-2025',
                year: 2025,
                makeId: 1,
                make: 'Toyota',
                modelId: 102,
                model: 'RAV4',
                trimId: 1022,
                trim: 'XLE AWD',
                description: 'RAV4 XLE AWD',
                imageCount: 12,
                downloadStatus: 'none',
              },
            ],
          });
        case '/api/admin/images/download-viflist':
          return new Response('vifId,year\nVIF-1022-2025,2025\n', { status: 200, headers: { 'Content-Type': 'text/csv' } });
        case '/api/admin/images/download-status':
          return json(200, { vifId: 'VIF-1022-2025', status: 'downloading', downloaded: 3, total: 12, updatedAt: null });
        default:
          return json(404, {});
      }
    });
    const created: { download: string }[] = [];
    const createElement = document.createElement.bind(document);
    vi.spyOn(document, 'createElement').mockImplementation((tag: string) => {
      const el = createElement(tag);
      if (tag === 'a') {
        created.push(el as HTMLAnchorElement);
        (el as HTMLAnchorElement).click = () => undefined;
      }
      return el;
    });
    URL.createObjectURL = vi.fn(() => 'blob:viflist');
    URL.revokeObjectURL = vi.fn();
    const user = userEvent.setup();
    await renderPage(<ImagesPage />, { page: 'vehiclesTeam/Images', user: staff, parts: ['vehicles-team'] });

    await user.click(screen.getByRole('button', { name: 'Cancel the download' }));
    expect(await screen.findByText('vifId is required')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('cancel-download'))).toBe(false);

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Year' }), '2025');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Make' }), 'Toyota');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Model' }), 'RAV4');
    expect(await screen.findByRole('rowheader', { name: 'VIF-1022-2025' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Download the list (viflist.csv)' }));
    expect(await screen.findByText('The list was saved as viflist.csv.')).toBeTruthy();
    expect(created.at(-1)?.download).toBe('viflist.csv');
    expect(fetchMock.mock.calls.some(([u]) => String(u) === '/api/admin/images/download-viflist?year=2025&makeId=1&modelId=102')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Download status of VIF-1022-2025' }));
    expect((await screen.findByTestId('download-status')).textContent).toBe('VIF-1022-2025: Downloading, 3 of 12 images (updated —)');
    vi.restoreAllMocks();
  });

  it('follows a download in the VIF list until it is done (no "Downloading" badge left behind)', async () => {
    let status = 'none';
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      switch (url.pathname) {
        case '/api/admin/images/get-years':
          return json(200, { items: [2025] });
        case '/api/admin/images/get-makes':
          return json(200, { items: [{ id: 1, name: 'Toyota' }] });
        case '/api/admin/images/get-models':
          return json(200, { items: [{ id: 102, name: 'RAV4' }] });
        case '/api/admin/images/get-viflist': {
          const answer = { vifId: 'VIF-1022-2025', year: 2025, makeId: 1, make: 'Toyota', modelId: 102, model: 'RAV4', trimId: 1022, trim: 'XLE AWD', description: 'RAV4 XLE AWD', imageCount: 12, downloadStatus: status };
          // The background job finishes once the list has shown the download running.
          if (status === 'downloading') status = 'done';
          return json(200, { items: [answer] });
        }
        case '/api/admin/images/download-images':
          status = 'downloading';
          return json(200, { vifId: 'VIF-1022-2025', status: 'downloading', downloaded: 0, total: 12, updatedAt: null });
        default:
          return json(404, {});
      }
    });
    const user = userEvent.setup();
    await renderPage(<ImagesPage />, { page: 'vehiclesTeam/Images', user: staff, parts: ['vehicles-team'] });
    const choose = async (name: string, option: string) => {
      await screen.findByRole('option', { name: option });
      await user.selectOptions(screen.getByRole('combobox', { name }), option);
    };
    await choose('Year', '2025');
    await choose('Make', 'Toyota');
    await choose('Model', 'RAV4');
    const row = (await screen.findByRole('rowheader', { name: 'VIF-1022-2025' })).closest('tr')!;
    expect(within(row).getByText('Not downloaded')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Download the images of VIF-1022-2025' }));
    expect(await within(row).findByText('Downloading')).toBeTruthy();
    expect(await within(row).findByText('Downloaded', {}, { timeout: 5000 })).toBeTruthy();
    expect(within(row).queryByText('Downloading')).toBeNull();
  });

  it('adds a vehicle from the list: a form derived from the contract, the VIN checked first, the server\'s field errors under their field', async () => {
    let posted: unknown[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/admin/vehicles' && init?.method === 'POST') {
        posted = [...posted, JSON.parse(String(init.body))];
        return posted.length === 1 ? json(404, { type: '/problems/catalog.unknown_company', title: 'x', status: 404, code: 'catalog.unknown_company', errors: [{ path: 'body.companyId', code: 'catalog.unknown_company', message: 'x' }] }) : json(201, { id: ID, version: 1 });
      }
      switch (url.pathname) {
        case '/api/admin/vehicles':
          return json(200, { items: [], total: 0, page: 1, pageSize: 20 });
        case '/api/vehicle-data/get-makes':
          return json(200, { items: [{ id: 1, name: 'Toyota' }] });
        case '/api/vehicle-data/get-admin-models':
          return json(200, { items: [{ id: 102, makeId: 1, make: 'Toyota', name: 'RAV4', bodyType: 'SUV', active: true, parentModelId: null, trimCount: 1 }] });
        case '/api/vehicle-data/get-trims':
          return json(200, { items: [{ id: 1022, modelId: 102, name: 'XLE AWD', year: 2025, bodyType: 'SUV', active: true, drivetrain: 'AWD', transmission: 'Automatic', engine: '2.5L', fuel: 'Gas', msrp: null }] });
        case '/api/admin/colors/ail-colors':
          return json(200, colours);
        default:
          return json(404, {});
      }
    });
    const user = userEvent.setup();
    await renderPage(<VehiclesListPage area="vehiclesTeam" search={{}} onSearchChange={() => undefined} />, { page: 'vehiclesTeam/vehicles', user: staff, parts: ['vehicles-team'] });
    await user.click(await screen.findByRole('button', { name: 'Add a vehicle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a vehicle' });
    const field = (name: string) => within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) });
    const choose = async (name: string, option: string) => {
      const select = within(dialog).getByRole('combobox', { name: new RegExp(`^${name}`) });
      await within(select).findByRole('option', { name: option });
      await user.selectOptions(select, option);
    };
    await user.type(field('VIN'), '1hgcm82643a004352');
    await choose('Make', 'Toyota');
    await choose('Model', 'RAV4');
    await choose('Trim', '2025 XLE AWD');
    await user.type(field('Kilometres'), '12 500');
    await choose('Exterior colour', 'Blue');
    await choose('Interior colour', 'Black');
    await user.type(field('Vehicle price before fees'), '31 999,50');
    await user.type(field('Company number'), '99');
    await user.click(within(dialog).getByRole('button', { name: 'Add the vehicle' }));
    expect(await within(dialog).findByText('Invalid VIN')).toBeTruthy();
    expect(posted).toEqual([]);

    await user.clear(field('VIN'));
    await user.type(field('VIN'), '1hgcm82633a004352');
    await user.click(within(dialog).getByRole('button', { name: 'Add the vehicle' }));
    expect(await within(dialog).findByText('No dealer has this company number.', { selector: '.ui-field__message' })).toBeTruthy();
    expect(posted[0]).toEqual({ vin: '1HGCM82633A004352', condition: 'used', trimId: 1022, kilometres: 12500, exteriorColourId: 3, interiorColourId: 1, price: 3_199_950, companyId: 99 });

    await user.clear(field('Company number'));
    await user.type(field('Company number'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Add the vehicle' }));
    expect(await screen.findByText('The vehicle is listed.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toHaveLength(2);
  });
});
