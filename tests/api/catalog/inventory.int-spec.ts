import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { vehicleStreamId } from '@marketplace/domain';
import { demoVehicle, seedCatalogDemo } from '../../../apps/server/src/modules/catalog/catalog.public';
import { applyListingEvents } from '../../../apps/server/src/modules/catalog/queries/search-vehicles/vehicle-listings.projection';
import { Expected } from '../../../apps/server/src/platform/event-store/event-store.port';
import { eventMetadata, systemContext } from '../../../apps/server/src/platform/http/request-context';
import { expectInvalid, expectProblem, SEED, SEED_NOW, startCatalogServer, type CatalogTestServer } from './support';

let t: CatalogTestServer;
const N = 150;

/** The oracle: the seeded vehicles, rebuilt from the deterministic generator (not from the server). */
const oracle = Array.from({ length: N }, (_, i) => {
  const c = demoVehicle(SEED, i, SEED_NOW).command;
  return { ...c, allIn: c.price + c.fees.reduce((s, f) => s + f.amount, 0) };
});
type V = (typeof oracle)[number];
const byDateDesc = (a: V, b: V) => (a.now === b.now ? (a.vehicleId < b.vehicleId ? 1 : -1) : a.now < b.now ? 1 : -1);
const ids = (vs: V[]) => vs.map((v) => v.vehicleId);

beforeAll(async () => {
  t = await startCatalogServer({ vehicles: N });
}, 120_000);
afterAll(async () => {
  await t?.stop();
}, 60_000);

/** Every item of a search, walking the pages. */
async function all(query: string): Promise<{ items: any[]; total: number }> {
  const items: any[] = [];
  let total = 0;
  for (let page = 1; ; page++) {
    const r = await t.json(`/catalog/vehicles?${query}${query ? '&' : ''}pageSize=100&page=${page}`);
    expect(r.status).toBe(200);
    items.push(...r.body.items);
    total = r.body.total;
    if (r.body.items.length < 100) break;
  }
  return { items, total };
}

describe('GET /api/catalog/vehicles', () => {
  it('seeded the vehicles through the command path: the projection lists them all', () => {
    expect(t.seeded).toMatchObject({ vehicles: N, appended: N, skipped: 0 });
    expect(new Set(oracle.map((v) => v.dealer.companyId)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(oracle.map((v) => v.dealer.province))).toEqual(new Set(['QC', 'ON', 'BC', 'AB']));
  });

  it('answers newest first by default, page after page, with id, dateUpdated and the total', async () => {
    const expected = [...oracle].sort(byDateDesc);
    const p1 = await t.json('/catalog/vehicles');
    expect(p1.status).toBe(200);
    expect(p1.body).toMatchObject({ total: N, page: 1, pageSize: 20 });
    expect(p1.body.items.map((i: any) => i.id)).toEqual(ids(expected.slice(0, 20)));
    expect(p1.body.items[0].dateUpdated).toBe(expected[0].now);
    const p2 = await t.json('/catalog/vehicles?page=2&pageSize=20');
    expect(p2.body.items.map((i: any) => i.id)).toEqual(ids(expected.slice(20, 40)));
    const last = await t.json('/catalog/vehicles?page=8&pageSize=20');
    expect(last.body.items).toHaveLength(10);
    const beyond = await t.json('/catalog/vehicles?page=99');
    expect(beyond.body).toMatchObject({ items: [], total: N });
  });

  it('keeps the page small: an inventory card carries only what the card shows', async () => {
    const res = await t.api('/catalog/vehicles');
    const text = await res.text();
    expect(text.length).toBeLessThan(12_000);
    const item = JSON.parse(text).items[0];
    const v = oracle.find((o) => o.vehicleId === item.id)!;
    expect(item).toEqual({
      id: v.vehicleId, dateUpdated: v.now, condition: v.condition, year: v.year, makeId: v.make.id, make: v.make.name, modelId: v.model.id,
      model: v.model.name, trimId: v.trim.id, trim: v.trim.name, bodyType: v.bodyType, kilometres: v.kilometres, price: v.allIn,
      colour: { nameEn: v.exteriorColour.nameEn, nameFr: v.exteriorColour.nameFr, hex: v.exteriorColour.hex }, photo: v.photos[0],
      city: v.dealer.city, province: v.dealer.province, status: 'available',
    });
  });

  it.each([
    ['price asc', 'sort=price', (a: V, b: V) => a.allIn - b.allIn || (a.vehicleId < b.vehicleId ? -1 : 1)],
    ['price desc', 'sort=price&order=desc', (a: V, b: V) => b.allIn - a.allIn || (a.vehicleId < b.vehicleId ? 1 : -1)],
    ['year (newest first)', 'sort=year', (a: V, b: V) => b.year - a.year || (a.vehicleId < b.vehicleId ? 1 : -1)],
    ['kilometres (fewest first)', 'sort=kilometres', (a: V, b: V) => a.kilometres - b.kilometres || (a.vehicleId < b.vehicleId ? -1 : 1)],
    ['dateUpdated asc', 'sort=dateUpdated&order=asc', (a: V, b: V) => -byDateDesc(a, b)],
  ])('sorts by %s', async (_name, query, compare) => {
    const { items } = await all(query);
    expect(items.map((i) => i.id)).toEqual(ids([...oracle].sort(compare)));
  });

  const someMake = oracle[0].make;
  const someModel = oracle[0].model;
  const prices = oracle.map((v) => v.allIn).sort((a, b) => a - b);
  const [lo, hi] = [prices[30], prices[100]];
  it.each([
    ['makeId', `makeId=${someMake.id}`, (v: V) => v.make.id === someMake.id],
    ['modelId', `modelId=${someModel.id}`, (v: V) => v.model.id === someModel.id],
    ['year', 'year=2025', (v: V) => v.year === 2025],
    ['condition new', 'condition=new', (v: V) => v.condition === 'new'],
    ['condition used', 'condition=used', (v: V) => v.condition === 'used'],
    ['bodyType', 'bodyType=pickup', (v: V) => v.bodyType === 'pickup'],
    ['priceMin and priceMax (all-in, cents)', `priceMin=${lo}&priceMax=${hi}`, (v: V) => v.allIn >= lo && v.allIn <= hi],
    ['province (lower case accepted)', 'province=qc', (v: V) => v.dealer.province === 'QC'],
    ['search by make', 'search=toyota', (v: V) => v.make.name === 'Toyota'],
    ['search by two words', 'search=Honda%20cr-v', (v: V) => v.make.name === 'Honda' && v.model.name === 'CR-V'],
    ['search by VIN', `search=${oracle[5].vin}`, (v: V) => v.vin === oracle[5].vin],
    ['search by the end of a VIN', `search=${oracle[9].vin.slice(-6).toLowerCase()}`, (v: V) => v.vin.endsWith(oracle[9].vin.slice(-6))],
    ['search with LIKE wildcards is literal', 'search=%25_', () => false],
    ['combined', `makeId=${someMake.id}&condition=new&province=${oracle[0].dealer.province}`,
      (v: V) => v.make.id === someMake.id && v.condition === 'new' && v.dealer.province === oracle[0].dealer.province],
  ])('filters by %s', async (_name, query, keep) => {
    const expected = oracle.filter(keep);
    if (!query.startsWith('search=%25')) expect(expected.length).toBeGreaterThan(0); // no vacuous filter test
    const { items, total } = await all(query);
    expect(total).toBe(expected.length);
    expect(new Set(items.map((i) => i.id))).toEqual(new Set(ids(expected)));
    // and still newest first
    expect(items.map((i) => i.id)).toEqual(ids([...expected].sort(byDateDesc)));
  });

  it('refuses bad filters with a 400 naming the field', async () => {
    expectInvalid(await t.json('/catalog/vehicles?pageSize=101'), 'query.pageSize', 'too_big');
    expectInvalid(await t.json('/catalog/vehicles?page=0'), 'query.page', 'too_small');
    expectInvalid(await t.json('/catalog/vehicles?makeId=abc'), 'query.makeId');
    expectInvalid(await t.json('/catalog/vehicles?sort=colour'), 'query.sort');
    expectInvalid(await t.json('/catalog/vehicles?condition=old'), 'query.condition');
    expectInvalid(await t.json('/catalog/vehicles?priceMin=500&priceMax=100'), 'query.priceMax', 'catalog.invalid_price_range');
    expectInvalid(await t.json('/catalog/vehicles?province=ZZ'), 'query.province', 'pricing.unknown_province');
    expectInvalid(await t.json(`/catalog/vehicles?search=${'x'.repeat(101)}`), 'query.search', 'too_big');
  });
});

describe('GET /api/catalog/vehicles/facets', () => {
  const count = <K extends string | number>(vs: V[], key: (v: V) => K) => {
    const m = new Map<K, number>();
    vs.forEach((v) => m.set(key(v), (m.get(key(v)) ?? 0) + 1));
    return m;
  };

  it('counts makes, models, years, body types and conditions', async () => {
    const r = await t.json('/catalog/vehicles/facets');
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(N);
    expect(new Map(r.body.makes.map((m: any) => [m.id, m.count]))).toEqual(count(oracle, (v) => v.make.id));
    expect(new Map(r.body.models.map((m: any) => [m.id, m.count]))).toEqual(count(oracle, (v) => v.model.id));
    expect(new Map(r.body.years.map((y: any) => [y.year, y.count]))).toEqual(count(oracle, (v) => v.year));
    expect(new Map(r.body.bodyTypes.map((b: any) => [b.key, b.count]))).toEqual(count(oracle, (v) => v.bodyType));
    expect(new Map(r.body.conditions.map((c: any) => [c.key, c.count]))).toEqual(count(oracle, (v) => v.condition));
    expect(r.body.years.map((y: any) => y.year)).toEqual([...r.body.years.map((y: any) => y.year)].sort((a, b) => b - a));
  });

  it('lets each facet ignore its own filter (makes stay listed when a make is chosen)', async () => {
    const make = oracle[0].make.id;
    const r = await t.json(`/catalog/vehicles/facets?makeId=${make}&condition=used`);
    const used = oracle.filter((v) => v.condition === 'used');
    const usedOfMake = used.filter((v) => v.make.id === make);
    expect(r.body.total).toBe(usedOfMake.length);
    expect(new Map(r.body.makes.map((m: any) => [m.id, m.count]))).toEqual(count(used, (v) => v.make.id));
    expect(new Map(r.body.models.map((m: any) => [m.id, m.count]))).toEqual(count(usedOfMake, (v) => v.model.id));
    expect(new Map(r.body.conditions.map((c: any) => [c.key, c.count])))
      .toEqual(count(oracle.filter((v) => v.make.id === make), (v) => v.condition));
  });
});

describe('GET /api/catalog/vehicles/:id', () => {
  it('answers the gallery and the all-in price breakdown (price + freight/PDI + fees; taxes and licensing excluded)', async () => {
    const v = oracle.find((o) => o.condition === 'new' && o.dealer.province === 'ON')!;
    const r = await t.json(`/catalog/vehicles/${v.vehicleId}`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      id: v.vehicleId, version: 1, vin: v.vin, photos: v.photos, msrp: v.msrp, status: 'available', interiorColour: v.interiorColour,
      dealer: v.dealer,
      price: { vehiclePrice: v.price, fees: v.fees, allInPrice: v.allIn, excluded: ['sales_taxes', 'licensing'] },
    });
    expect(r.body.price.fees.map((f: any) => f.code)).toEqual(expect.arrayContaining(['freight_pdi', 'air_conditioning_tax', 'association_fee']));
    expect(r.body.photos.length).toBeGreaterThanOrEqual(6);
  });

  it('answers 404 for an unknown vehicle and 400 for a malformed id', async () => {
    expectProblem(await t.json(`/catalog/vehicles/${randomUUID()}`), 404, 'catalog.vehicle_not_found', 'params.id');
    expectInvalid(await t.json('/catalog/vehicles/not-a-uuid'), 'params.id');
  });
});

describe('GET /api/catalog/photos/:vehicleId/:n.svg', () => {
  it('serves a deterministic SVG painted with the exterior colour', async () => {
    const v = oracle[3];
    const a = await t.api(`/catalog/photos/${v.vehicleId}/2.svg`);
    expect(a.status).toBe(200);
    expect(a.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await a.text();
    expect(svg).toContain(`fill="${v.exteriorColour.hex}"`);
    expect(svg).toContain(`${v.year} ${v.make.name} ${v.model.name}`);
    expect(await (await t.api(`/catalog/photos/${v.vehicleId}/2.svg`)).text()).toBe(svg);
    expect(await (await t.api(`/catalog/photos/${v.vehicleId}/6.svg`)).text()).toContain(v.interiorColour.hex);
  });

  it('answers 404 for an unknown vehicle and 400 for a bad file name', async () => {
    expectProblem(await t.json(`/catalog/photos/${randomUUID()}/1.svg`), 404, 'catalog.photo_not_found');
    expectInvalid(await t.json(`/catalog/photos/${oracle[0].vehicleId}/13.svg`), 'params.file');
    expectInvalid(await t.json(`/catalog/photos/${oracle[0].vehicleId}/1.png`), 'params.file');
  });

  it('serves sized WebP variants of the same photo (issue #43), and refuses a width it does not make', async () => {
    const v = oracle[3];
    for (const [width, height] of [[320, 200], [640, 400], [1280, 800]] as const) {
      const res = await t.api(`/catalog/photos/${v.vehicleId}/2-${width}w.webp`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      const image = Buffer.from(await res.arrayBuffer());
      expect(await sharp(image).metadata()).toMatchObject({ format: 'webp', width, height });
    }
    const again = Buffer.from(await (await t.api(`/catalog/photos/${v.vehicleId}/2-640w.webp`)).arrayBuffer());
    expect(again.equals(Buffer.from(await (await t.api(`/catalog/photos/${v.vehicleId}/2-640w.webp`)).arrayBuffer()))).toBe(true);
    expectInvalid(await t.json(`/catalog/photos/${v.vehicleId}/2-500w.webp`), 'params.file');
    expectInvalid(await t.json(`/catalog/photos/${v.vehicleId}/2-640w.png`), 'params.file');
    expectProblem(await t.json(`/catalog/photos/${randomUUID()}/1-640w.webp`), 404, 'catalog.photo_not_found');
  });

  it('serves stock photos of a VIF', async () => {
    const res = await t.api('/catalog/stock-photos/VIF-1021-2025/1.svg');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('2025 Toyota RAV4 LE FWD');
    expectProblem(await t.json('/catalog/stock-photos/VIF-99999-2025/1.svg'), 404, 'catalog.photo_not_found');
  });
});

describe('the vehicle stream is shared with the purchase module', () => {
  const append = (vehicleId: string, expected: number, type: string, data: Record<string, unknown>) =>
    t.server.infra.store.appendToStream(vehicleStreamId(vehicleId),
      [{ type, data, metadata: eventMetadata(systemContext(new Date())) }], Expected.exact(expected));

  it('follows the status carried by purchase events (VehicleLocked, LockReleased) and ignores unknown events', async () => {
    // Shaped like the purchase module's events (domain/purchase/vehicle-hold.events.ts); the lock ends in the future so
    // that the purchase module's own expiry timer leaves it alone during the test.
    const v = [...oracle].sort(byDateDesc)[0];
    const now = Date.now();
    const lock = { vehicleId: v.vehicleId, lockId: randomUUID(), holderId: 'user-1' };
    // The same search before and after: a cached page never outlives the listing generation it was read at.
    expect((await t.json('/catalog/vehicles?pageSize=5')).body.items[0].id).toBe(v.vehicleId);
    await append(v.vehicleId, 1, 'VehicleLocked', {
      ...lock, lockedAt: new Date(now).toISOString(), expiresAt: new Date(now + 30 * 60_000).toISOString(), status: 'locked',
    });
    await t.waitForProjections();
    let list = await t.json('/catalog/vehicles?pageSize=5');
    expect(list.body.total).toBe(N - 1);
    expect(list.body.items.map((i: any) => i.id)).not.toContain(v.vehicleId);
    expect((await t.json(`/catalog/vehicles/${v.vehicleId}`)).body).toMatchObject({ status: 'locked', version: 2 });

    await append(v.vehicleId, 2, 'LockExtended', {
      ...lock, extendedAt: new Date(now).toISOString(), previousExpiresAt: new Date(now + 30 * 60_000).toISOString(),
      expiresAt: new Date(now + 45 * 60_000).toISOString(), extensions: 1, status: 'locked',
    });
    await append(v.vehicleId, 3, 'SomethingTheCatalogDoesNotKnow', { vehicleId: v.vehicleId });
    await append(v.vehicleId, 4, 'LockReleased', { ...lock, at: new Date(now).toISOString(), status: 'available' });
    await t.waitForProjections();
    list = await t.json('/catalog/vehicles?pageSize=5');
    expect(list.body.total).toBe(N);
    // a lock is not a catalogue change: the vehicle keeps its place in the newest-first order
    expect(list.body.items[0]).toMatchObject({ id: v.vehicleId, dateUpdated: v.now, status: 'available' });
    expect((await t.json(`/catalog/vehicles/${v.vehicleId}`)).body).toMatchObject({ status: 'available', version: 5 });
  });

  it('applies a batch delivered twice only once (idempotent projection writer)', async () => {
    const v = oracle[10];
    const events = await t.server.infra.store.readStream(vehicleStreamId(v.vehicleId));
    const before = (await t.json(`/catalog/vehicles/${v.vehicleId}`)).body;
    await t.server.infra.db.transaction().execute(async (trx) => {
      await applyListingEvents(trx.withSchema('catalog'), events);
      await applyListingEvents(trx.withSchema('catalog'), [...events, ...events]);
    });
    expect((await t.json(`/catalog/vehicles/${v.vehicleId}`)).body).toEqual(before);
  });

  it('seeding again is a no-op', async () => {
    const again = await seedCatalogDemo({ db: t.server.infra.db, store: t.server.infra.store }, { vehicles: N, seed: SEED, now: SEED_NOW });
    expect(again).toMatchObject({ appended: 0, skipped: N });
    await t.waitForProjections();
    expect((await t.json('/catalog/vehicles')).body.total).toBe(N);
  });
});
