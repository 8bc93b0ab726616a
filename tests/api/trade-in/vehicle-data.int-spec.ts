import { withVinCheckDigit } from '@marketplace/domain';
import type { TestServer } from '../../support/server';
import { Client } from '../../support/http-client';
import { CIVIC, CIVIC_LX_2025, CIVIC_VIN, HONDA, startTradeInServer } from './support';

/** Issue 12 item 1: the wizard's vehicle data at the spec's /api/tradein/... paths, and the offline VIN decode. */
let server: TestServer;
let anonymous: Client;

beforeAll(async () => {
  server = await startTradeInServer();
  anonymous = new Client(server);
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

describe('vehicle lists (public, from the catalog)', () => {
  it('walks year -> make -> model -> series/styles as the catalog knows them', async () => {
    const years = (await anonymous.get('/tradein/years')).body.items as number[];
    expect(years).toEqual(expect.arrayContaining([2025, 2026]));
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const makes = (await anonymous.get('/tradein/makes', { query: { year: 2025 } })).body.items;
    expect(makes).toContainEqual({ id: HONDA, name: 'Honda' });
    const models = (await anonymous.get('/tradein/models', { query: { makeId: HONDA, year: 2025 } })).body.items;
    expect(models.map((m: any) => m.name).sort()).toEqual(['CR-V', 'Civic', 'HR-V'].sort());
    const series = (await anonymous.get('/tradein/series', { query: { modelId: CIVIC, year: 2025 } })).body.items;
    expect(series.map((t: any) => t.name).sort()).toEqual(['LX', 'Sport']);
    expect(series.every((t: any) => t.year === 2025 && t.modelId === CIVIC)).toBe(true);
    expect((await anonymous.get('/tradein/styles', { query: { modelId: CIVIC, year: 2026 } })).body.items.map((t: any) => t.name)).toEqual(['Sport Touring Hybrid']);
    const makeModel = (await anonymous.get('/tradein/make-model', { query: { year: 2025 } })).body.items;
    expect(makeModel.find((m: any) => m.id === HONDA).models.map((m: any) => m.id)).toContain(CIVIC);
  });

  it('answers transmissions, engines and drivetrains in the spec shape, ResponseStatus 0 with an empty list when none', async () => {
    expect((await anonymous.get('/tradein/transmissionTypes', { query: { trimId: CIVIC_LX_2025 } })).body)
      .toEqual({ ResponseStatus: 1, Response: [{ id: 'CVT', name: 'CVT' }] });
    expect((await anonymous.get('/tradein/engines', { query: { modelId: CIVIC, year: 2025 } })).body)
      .toEqual({ ResponseStatus: 1, Response: [{ id: '2.0L I4', name: '2.0L I4' }] });
    expect((await anonymous.get('/tradein/driveTrains', { query: { trimId: CIVIC_LX_2025 } })).body.Response).toEqual([{ id: 'FWD', name: 'FWD' }]);
    expect((await anonymous.get('/tradein/engines', { query: { modelId: 999_999, year: 2025 } })).body).toEqual({ ResponseStatus: 0, Response: [] });
    // A model year the catalogue does not hold (ADR 0058): what the model came with in the years it holds.
    expect((await anonymous.get('/tradein/engines', { query: { modelId: CIVIC, year: 1999 } })).body.Response.map((o: { id: string }) => o.id))
      .toEqual(['2.0L I4', '2.0L I4 hybrid']);
  });

  it('lists colours in both languages and the equipment of a trim with its standard items first', async () => {
    const colours = (await anonymous.get('/tradein/colors')).body.items;
    expect(colours).toContainEqual(expect.objectContaining({ key: 'black', nameEn: 'Black', nameFr: 'Noir' }));
    const equipment = (await anonymous.get('/tradein/equipmentsByVehicleID', { query: { vehicleId: CIVIC_LX_2025 } })).body.items;
    const firstOption = equipment.findIndex((e: any) => !e.standard);
    expect(firstOption).toBeGreaterThan(0);
    expect(equipment.slice(firstOption).every((e: any) => !e.standard)).toBe(true);
    expect(equipment[0]).toEqual(expect.objectContaining({ code: expect.any(String), nameEn: expect.any(String), nameFr: expect.any(String) }));
  });

  it('refuses a bad query with a stable code and field', async () => {
    const res = await anonymous.get('/tradein/models', { query: { makeId: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation.invalid_input', errors: [expect.objectContaining({ path: 'query.makeId' })] });
  });
});

describe('GET /api/tradein/vin-decode', () => {
  it('decodes the manufacturer and model year offline and fills make, models and trims from the catalog', async () => {
    const res = await anonymous.get('/tradein/vin-decode', { query: { vin: CIVIC_VIN.toLowerCase() } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ vin: CIVIC_VIN, wmi: '2HG', manufacturer: 'Honda of Canada', region: 'Canada', year: 2025, make: { id: HONDA, name: 'Honda' } });
    const civic = res.body.models.find((m: any) => m.id === CIVIC);
    expect(civic.trims.map((t: any) => t.id)).toContain(CIVIC_LX_2025);
  });

  it('decodes a VIN of a manufacturer the catalog does not carry without make or models', async () => {
    const res = await anonymous.get('/tradein/vin-decode', { query: { vin: withVinCheckDigit('YV1AB12C0R1000001') } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ wmi: 'YV1', make: null, models: [] });
  });

  it.each([
    ['a wrong check digit', CIVIC_VIN.slice(0, 8) + (CIVIC_VIN[8] === '1' ? '2' : '1') + CIVIC_VIN.slice(9)],
    ['16 characters', CIVIC_VIN.slice(0, 16)],
    ['a letter O', `${CIVIC_VIN.slice(0, 11)}O${CIVIC_VIN.slice(12)}`],
  ])('answers 400 trade_in.invalid_vin for %s', async (_, vin) => {
    const res = await anonymous.get('/tradein/vin-decode', { query: { vin } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'trade_in.invalid_vin', errors: [{ path: 'query.vin', code: 'trade_in.invalid_vin' }] });
  });
});
