import { randomUUID } from 'node:crypto';
import { UserType, vehicleStreamId, withVinCheckDigit } from '@marketplace/domain';
import { demoVehicle } from '../../../apps/server/src/modules/catalog/catalog.public';
import { endpointRegistry } from '../../../apps/server/src/platform/http/endpoint';
import { Expected } from '../../../apps/server/src/platform/event-store/event-store.port';
import { eventMetadata, systemContext } from '../../../apps/server/src/platform/http/request-context';
import { expectInvalid, expectProblem, SEED, SEED_NOW, startCatalogServer, type CatalogTestServer } from './support';

let t: CatalogTestServer;
let staff: string;
const N = 30;
const oracle = Array.from({ length: N }, (_, i) => demoVehicle(SEED, i, SEED_NOW).command);

beforeAll(async () => {
  t = await startCatalogServer({ vehicles: N });
  staff = t.session(UserType.VehiclesTeam);
}, 120_000);
afterAll(async () => {
  await t?.stop();
}, 60_000);

describe('route declarations', () => {
  const catalogRoutes = () => endpointRegistry.filter((d) => /^\/(catalog|pricing|graphql|products|get-|admin\/(vehicles|images|colors|cars|third-parties)|vehicle-data)/.test(d.route.path));
  const key = (d: (typeof endpointRegistry)[number]) => `${d.route.method} ${d.route.path}`;

  it('declares who may call every catalog route: staff routes are types 6, 7, 20 (third parties also 18)', () => {
    const routes = catalogRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(55);
    for (const d of routes) {
      const allow = d.access.allow;
      if (d.route.path.startsWith('/admin/third-parties/')) expect([key(d), allow]).toEqual([key(d), [6, 7, 20, 18]]);
      else if (d.route.path.startsWith('/admin/')) expect([key(d), allow]).toEqual([key(d), [6, 7, 20]]);
      else if (/get-admin|get-eu-trims/.test(d.route.path)) expect([key(d), allow]).toEqual([key(d), [6, 7, 20]]);
      else expect([key(d), allow]).toEqual([key(d), 'public']);
    }
  });

  it('publishes every catalog route in the OpenAPI document', async () => {
    const doc = (await t.json('/docs/openapi.json')).body;
    for (const d of catalogRoutes()) {
      const path = '/api' + d.route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      expect([key(d), !!doc.paths[path]?.[d.route.method.toLowerCase()]]).toEqual([key(d), true]);
    }
  });
});

describe('vehicles team: vehicle list and edits', () => {
  const vin = withVinCheckDigit('2T3R1RFV0SW123456');

  it('needs a staff session', async () => {
    expectProblem(await t.json('/admin/vehicles'), 401, 'auth.unauthenticated');
    expectProblem(await t.json('/admin/vehicles', { session: t.session(UserType.Regular) }), 403, 'auth.forbidden');
    expectProblem(await t.send('PATCH', `/admin/vehicles/${oracle[0].vehicleId}`, { price: 1 }, t.session(UserType.TeamMember)), 403, 'auth.forbidden');
  });

  it('lists every vehicle whatever its status, with its version', async () => {
    const r = await t.json('/admin/vehicles?pageSize=100', { session: staff });
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(N);
    expect(r.body.items[0]).toMatchObject({ version: 1, status: 'available' });
    const byVin = await t.json(`/admin/vehicles?search=${oracle[2].vin}`, { session: staff });
    expect(byVin.body.items.map((i: any) => i.id)).toEqual([oracle[2].vehicleId]);
  });

  it('lists a new vehicle with a valid VIN; fees default to the trim\'s price record in the dealer\'s province', async () => {
    const created = await t.send('POST', '/admin/vehicles', {
      vin, condition: 'new', trimId: 1022, kilometres: 12, exteriorColourId: 5, interiorColourId: 1, price: 3_899_000, companyId: 3,
    }, staff);
    expect(created.status).toBe(201);
    expect(created.body.version).toBe(1);
    // Read-your-writes: the command answers once the listing shows the vehicle, so no wait here.
    const detail = await t.json(`/catalog/vehicles/${created.body.id}`);
    expect(detail.body).toMatchObject({
      vin, year: 2025, make: { name: 'Toyota' }, model: { name: 'RAV4' }, trim: { name: 'XLE AWD' }, exteriorColour: { nameEn: 'Red' },
      dealer: { companyId: 3, province: 'ON' }, msrp: 3_899_000,
      price: { vehiclePrice: 3_899_000, allInPrice: 3_899_000 + 196_000 + 10_000 + 1_000 },
    });
    expect(detail.body.photos).toHaveLength(8);
    // newest first: it tops the public list
    expect((await t.json('/catalog/vehicles?pageSize=1')).body.items[0].id).toBe(created.body.id);
    expectProblem(await t.send('POST', '/admin/vehicles', {
      vin, condition: 'new', trimId: 1022, kilometres: 12, exteriorColourId: 5, interiorColourId: 1, price: 3_899_000, companyId: 3,
    }, staff), 409, 'catalog.vin_already_listed', 'body.vin');
  });

  it.each<[string, Record<string, unknown>, number, string, string]>([
    ['a VIN with a wrong check digit', { vin: '2T3R1RFV1SW123456' }, 400, 'catalog.invalid_vin', 'body.vin'],
    ['a VIN too short', { vin: '2T3R1RFV' }, 400, 'catalog.invalid_vin', 'body.vin'],
    ['an unknown trim', { trimId: 424242 }, 400, 'catalog.unknown_trim', 'body.trimId'],
    ['an unknown colour', { exteriorColourId: 99 }, 400, 'catalog.unknown_colour', 'body.exteriorColourId'],
    ['an unknown company', { companyId: 99 }, 400, 'catalog.unknown_company', 'body.companyId'],
    ['a zero price', { price: 0 }, 400, 'catalog.invalid_price', 'body.price'],
    ['absurd kilometres', { kilometres: 5_000_000 }, 400, 'catalog.invalid_kilometres', 'body.kilometres'],
    ['an unsafe photo URL', { photos: ['javascript:alert(1)'] }, 400, 'catalog.invalid_photo', 'body.photos.0'],
    ['a year outside 1981..next year + 1', { year: 1975 }, 400, 'validation.invalid_input', 'body.year'],
    ['an unknown fee', { fees: [{ code: 'gst', amount: 5 }] }, 400, 'validation.invalid_input', 'body.fees.0.code'],
  ])('refuses to list %s', async (_name, patch, status, code, path) => {
    const body = {
      vin: withVinCheckDigit('1FTFW1E80SFA12345'), condition: 'new', trimId: 3011, kilometres: 5, exteriorColourId: 1, interiorColourId: 1,
      price: 5_000_000, companyId: 1, ...patch,
    };
    expectProblem(await t.send('POST', '/admin/vehicles', body, staff), status, code, path);
  });

  it('edits price, kilometres, colours and photos in one append; the listing shows it when the edit answers', async () => {
    const v = oracle[4];
    const r = await t.send('PATCH', `/admin/vehicles/${v.vehicleId}`, {
      expectedVersion: 1, price: v.price - 100_000, kilometres: v.kilometres + 10, exteriorColourId: 12, photos: ['https://cdn.example.com/a.jpg'],
    }, staff);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ id: v.vehicleId, version: 4, status: 'available', changed: ['VehicleUpdated', 'VehiclePriceChanged', 'VehiclePhotosChanged'] });
    const d = (await t.json(`/catalog/vehicles/${v.vehicleId}`)).body;
    expect(d).toMatchObject({
      version: 4, kilometres: v.kilometres + 10, exteriorColour: { nameEn: 'Burgundy' }, photos: ['https://cdn.example.com/a.jpg'],
      price: { vehiclePrice: v.price - 100_000 },
    });
    const top = (await t.json('/catalog/vehicles?pageSize=1')).body.items[0];
    expect(top).toMatchObject({ id: v.vehicleId, photo: 'https://cdn.example.com/a.jpg' });
  });

  it('refuses an edit made on a stale version, an unknown vehicle, an empty edit', async () => {
    const v = oracle[4];
    expectProblem(await t.send('PATCH', `/admin/vehicles/${v.vehicleId}`, { expectedVersion: 1, price: 1_000_000 }, staff),
      409, 'catalog.vehicle_changed', 'body.expectedVersion');
    expectProblem(await t.send('PATCH', `/admin/vehicles/${randomUUID()}`, { price: 1_000_000 }, staff), 404, 'catalog.vehicle_not_found', 'params.id');
    expectProblem(await t.send('PATCH', `/admin/vehicles/${v.vehicleId}`, {}, staff), 400, 'catalog.nothing_to_change');
    expectInvalid(await t.send('PATCH', `/admin/vehicles/${v.vehicleId}`, { price: -1 }, staff), 'body.price');
    expectInvalid(await t.send('PATCH', `/admin/vehicles/${v.vehicleId}`, { status: 'gone' }, staff), 'body.status');
  });

  it('leaves locked vehicles to the purchase flow, and marks vehicles sold', async () => {
    const v = oracle[6];
    // Shaped like the purchase module's VehicleLocked (domain/purchase/vehicle-hold.events.ts), ending in the future.
    const now = Date.now();
    await t.server.infra.store.appendToStream(vehicleStreamId(v.vehicleId), [{
      type: 'VehicleLocked',
      data: {
        vehicleId: v.vehicleId, lockId: randomUUID(), holderId: 'user-1', lockedAt: new Date(now).toISOString(),
        expiresAt: new Date(now + 30 * 60_000).toISOString(), status: 'locked',
      },
      metadata: eventMetadata(systemContext()),
    }], Expected.exact(1));
    expectProblem(await t.send('PATCH', `/admin/vehicles/${v.vehicleId}`, { status: 'sold' }, staff), 409, 'catalog.vehicle_locked', 'body.status');
    expectProblem(await t.send('PATCH', `/admin/vehicles/${v.vehicleId}`, { status: 'reserved' }, staff), 400, 'catalog.status_set_by_purchase', 'body.status');

    const w = oracle[7];
    const sold = await t.send('PATCH', `/admin/vehicles/${w.vehicleId}`, { status: 'sold' }, staff);
    expect(sold.body).toMatchObject({ status: 'sold', changed: ['VehicleStatusChanged'] });
    await t.waitForProjections();
    const search = await t.json(`/catalog/vehicles?search=${w.vin}`);
    expect(search.body.total).toBe(0);
    expect((await t.json(`/admin/vehicles?status=sold`, { session: staff })).body.items.map((i: any) => i.id)).toEqual([w.vehicleId]);
    expectProblem(await t.send('PATCH', `/admin/vehicles/${w.vehicleId}`, { price: 100 }, staff), 409, 'catalog.vehicle_sold');
    expectProblem(await t.send('POST', '/pricing/quote', { vehicleId: w.vehicleId, province: 'QC' }), 409, 'catalog.vehicle_sold', 'body.vehicleId');
  });
});

describe('colours', () => {
  it('lists the generic colours (ail-colors) and saves and reads the mapping', async () => {
    const all = await t.json('/admin/colors/ail-colors', { session: staff });
    expect(all.body.items).toHaveLength(12);
    expect(all.body.items[0]).toEqual({ id: 1, key: 'black', nameEn: 'Black', nameFr: 'Noir', hex: '#1b1b1d' });
    const saved = await t.send('POST', '/admin/colors/save-colors-mapping', {
      mappings: [
        { makeId: 1, manufacturerColour: 'Blueprint', colourId: 6 },
        { makeId: 1, manufacturerColour: 'Ruby Flare Pearl', colourId: 5 },
        { manufacturerColour: 'Midnight Black Metallic', colourId: 1 },
      ],
    }, staff);
    expect(saved.body).toEqual({ saved: 3, removed: 0 });
    const toyota = await t.json('/admin/colors/get-colors-mapping?makeId=1', { session: staff });
    expect(toyota.body.items.map((m: any) => [m.makeId, m.manufacturerColour, m.colour.key])).toEqual([
      [null, 'Midnight Black Metallic', 'black'], [1, 'Blueprint', 'blue'], [1, 'Ruby Flare Pearl', 'red'],
    ]);
    const changed = await t.send('POST', '/admin/colors/save-colors-mapping', {
      mappings: [{ makeId: 1, manufacturerColour: 'Blueprint', colourId: 4 }, { makeId: 1, manufacturerColour: 'Ruby Flare Pearl', colourId: null }],
    }, staff);
    expect(changed.body).toEqual({ saved: 1, removed: 1 });
    expect((await t.json('/admin/colors/get-colors-mapping?makeId=1', { session: staff })).body.items.map((m: any) => m.colour.key)).toEqual(['black', 'grey']);
    expectProblem(await t.send('POST', '/admin/colors/save-colors-mapping', { mappings: [{ manufacturerColour: 'X', colourId: 77 }] }, staff),
      400, 'catalog.unknown_colour', 'body.mappings.0.colourId');
    expectInvalid(await t.send('POST', '/admin/colors/save-colors-mapping', { mappings: [] }, staff), 'body.mappings');
  });
});

describe('cars', () => {
  it('activates models and trims; an inactive model leaves the public lists', async () => {
    const off = await t.send('POST', '/admin/cars/activate-model', { modelId: 903, active: false }, staff);
    expect(off.body).toMatchObject({ id: 903, name: 'Kicks', active: false });
    const trims = await t.json('/vehicle-data/get-trims?modelId=903');
    expect(trims.body.items).toEqual([]);
    await t.send('POST', '/admin/cars/activate-model', { modelId: 903 }, staff);
    expect((await t.json('/vehicle-data/get-trims?modelId=903')).body.items).toHaveLength(1);
    expect((await t.send('POST', '/admin/cars/activate-trim', { trimId: 9031, active: false }, staff)).body).toEqual({ id: 9031, active: false });
    expect((await t.json('/vehicle-data/get-trims?modelId=903')).body.items).toEqual([]);
    expectProblem(await t.send('POST', '/admin/cars/activate-model', { modelId: 424242 }, staff), 404, 'catalog.unknown_model', 'body.modelId');
  });

  it('imports a model from the vehicle-data provider, groups sub-models and ungroups them', async () => {
    const source = await t.json('/admin/cars/get-chrome-data-models?makeId=1', { session: staff });
    expect(source.body.items.find((m: any) => m.name === 'Highlander')).toMatchObject({ modelId: 5105, imported: false });
    expect(source.body.items.find((m: any) => m.name === 'RAV4')).toMatchObject({ imported: true });
    const created = await t.send('POST', '/admin/cars/create-model', { modelId: 5105, modelName: 'Highlander' }, staff);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ makeId: 1, make: 'Toyota', name: 'Highlander', bodyType: 'suv', sourceModelId: 5105, dataSource: 'chrome' });
    expect(created.body.id).toBeGreaterThanOrEqual(100000);
    expectProblem(await t.send('POST', '/admin/cars/create-model', { modelId: 5105, modelName: 'Again' }, staff), 409, 'catalog.model_already_imported');
    expectProblem(await t.send('POST', '/admin/cars/create-model', { modelId: 1, modelName: 'Nope' }, staff), 404, 'catalog.unknown_model');

    const grouped = await t.send('POST', `/admin/cars/create-submodels?mainModelId=102`, { SubModelsId: [created.body.id] }, staff);
    expect(grouped.body).toMatchObject({ id: 102, subModelIds: [created.body.id] });
    expectProblem(await t.send('POST', '/admin/cars/create-submodels?mainModelId=102', { SubModelsId: [201] }, staff),
      400, 'catalog.invalid_sub_model', 'body.SubModelsId.0');
    const ungrouped = await t.send('POST', '/admin/cars/delete-submodels', { modelId: 102 }, staff);
    expect(ungrouped.body).toMatchObject({ id: 102, subModelIds: [] });
  });

  it('saves a promotion image and a bilingual note, shown by get-trims-promotions', async () => {
    await t.send('POST', '/admin/cars/save-model-promotion-image-url', { modelId: 102, url: 'https://cdn.example.com/promo.jpg' }, staff);
    await t.send('POST', '/admin/cars/save-model-promotion-note', { modelId: 102, note: '0% for 36 months' }, staff);
    const fr = await t.send('POST', '/admin/cars/save-model-promotion-note', { modelId: 102, note: '0 % pendant 36 mois', languageId: 2 }, staff);
    expect(fr.body).toMatchObject({ promotionImageUrl: 'https://cdn.example.com/promo.jpg', promotionNoteEn: '0% for 36 months', promotionNoteFr: '0 % pendant 36 mois' });
    const en = await t.json('/get-trims-promotions?modelId=102');
    expect(en.body.items[0]).toMatchObject({ promotionImageUrl: 'https://cdn.example.com/promo.jpg', promotionNote: '0% for 36 months' });
    expect((await t.json('/get-trims-promotions?modelId=102&languageId=2')).body.items[0].promotionNote).toBe('0 % pendant 36 mois');
    expectProblem(await t.send('POST', '/admin/cars/save-model-promotion-image-url', { modelId: 102, url: 'http://insecure.example/p.jpg' }, staff),
      400, 'catalog.invalid_image_url', 'body.url');
  });
});

describe('third-party price guides', () => {
  it('saves a configuration without ever answering the API key, checks the connection and logs it', async () => {
    const team = t.session(UserType.TeamMember);
    const saved = await t.send('POST', '/admin/third-parties/save-config', {
      provider: 'black-book', name: 'Black Book CA', baseUrl: 'https://api.example.com/v1', username: 'dealer', apiKey: 'sk_live_abcd1234',
    }, team);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ provider: 'black-book', apiKeySet: true, apiKeyLast4: '1234', active: true });
    expect(JSON.stringify(saved.body)).not.toContain('sk_live');
    const stored = await t.server.infra.db.selectFrom('catalog.api_configs').select('api_key_enc').executeTakeFirstOrThrow();
    expect(stored.api_key_enc).not.toContain('sk_live');

    const updated = await t.send('POST', '/admin/third-parties/save-config', {
      id: saved.body.id, provider: 'black-book', name: 'Black Book Canada', baseUrl: 'https://api.example.com/v2', active: false,
    }, staff);
    expect(updated.body).toMatchObject({ id: saved.body.id, name: 'Black Book Canada', apiKeySet: true, apiKeyLast4: '1234', active: false });

    const configs = await t.json('/admin/third-parties/get-api-configs', { session: staff });
    expect(configs.body.items).toHaveLength(1);
    const logs = await t.json(`/admin/third-parties/get-api-logs?configId=${saved.body.id}`, { session: staff });
    expect(logs.body.items).toHaveLength(2);
    expect(logs.body.items[0]).toMatchObject({ operation: 'save-config', outcome: 'ok', provider: 'black-book' });

    expectInvalid(await t.send('POST', '/admin/third-parties/save-config', { provider: 'local', name: 'x', baseUrl: 'http://plain.example' }, staff), 'body.baseUrl');
    expectProblem(await t.send('POST', '/admin/third-parties/save-config', { id: 999, provider: 'local', name: 'x', baseUrl: 'https://x.example' }, staff),
      404, 'catalog.price_guide_config_not_found', 'body.id');
    expectProblem(await t.json('/admin/third-parties/get-api-configs', { session: t.session(UserType.Dealer) }), 403, 'auth.forbidden');
  });
});

describe('vehicle data lists', () => {
  it('refuses ids beyond what the database holds with a 400 naming the field, never a 500', async () => {
    expectInvalid(await t.json('/vehicle-data/get-eu-trims?modelId=8246612810809981', { session: staff }), 'query.modelId');
    expectInvalid(await t.json('/vehicle-data/get-trims?modelId=2147483648'), 'query.modelId');
  });

  it('answers makes, models, trims, years and makes per data source', async () => {
    const makes = (await t.json('/vehicle-data/get-makes')).body.items.map((m: any) => m.name);
    expect(makes).toHaveLength(12);
    expect(makes).not.toContain('Peugeot'); // EU data only
    const models = await t.json('/vehicle-data/get-admin-models?makeId=10', { session: staff });
    expect(models.body.items.map((m: any) => m.name)).toEqual(['Atlas', 'Jetta', 'Tiguan']);
    const eu = await t.json('/vehicle-data/get-admin-eu-models', { session: staff });
    expect(eu.body.items.map((m: any) => m.name)).toEqual(['3 Series Touring', '208', 'Golf']);
    expect((await t.json('/vehicle-data/get-eu-trims?modelId=1004', { session: staff })).body.items[0]).toMatchObject({ name: 'Life 1.5 eTSI', msrp: null });
    expect((await t.json('/vehicle-data/get-admin-models')).status).toBe(401);
    const trims = await t.json('/vehicle-data/get-trims?modelId=102');
    expect(trims.body.items.map((x: any) => x.id)).toEqual([1023, 1021, 1024, 1022]);
    expect(trims.body.items[1]).toMatchObject({ name: 'LE FWD', drivetrain: 'FWD', msrp: 3_395_000 });
    expect((await t.json('/vehicle-data/get-years')).body.items).toEqual([2026, 2025]);
    expect((await t.json('/vehicle-data/get-years?dataSource=eu')).body.items).toEqual([2025]);
    expect((await t.json('/vehicle-data/get-source-makes?dataSource=eu')).body.items.map((m: any) => m.name)).toEqual(['BMW', 'Peugeot', 'Volkswagen']);
    expect((await t.json('/vehicle-data/get-source-makes?year=2026')).body.items.length).toBeGreaterThan(5);
    expectInvalid(await t.json('/vehicle-data/get-trims'), 'query.modelId');
  });

  it('answers languages, countries (Canada is 43), provinces and cities', async () => {
    expect((await t.json('/vehicle-data/get-languages')).body.items[0]).toEqual({ ID: 1, Key: 'en-ca', Name: 'English' });
    expect((await t.json('/vehicle-data/get-countries')).body.items).toEqual([{ id: 43, code: 'CA', nameEn: 'Canada', nameFr: 'Canada' }]);
    const provinces = (await t.json('/vehicle-data/get-provinces')).body.items;
    expect(provinces).toHaveLength(13);
    expect(provinces.find((p: any) => p.code === 'QC')).toMatchObject({ nameFr: 'Québec', countryId: 43 });
    expect((await t.json('/vehicle-data/get-provinces?countryId=1')).body.items).toEqual([]);
    const qc = (await t.json('/vehicle-data/get-cities?province=qc')).body.items.map((c: any) => c.name);
    expect(qc).toContain('Montréal');
    expect((await t.json('/vehicle-data/get-cities?provinceId=9')).body.items.map((c: any) => c.name)).toContain('Toronto');
  });
});
