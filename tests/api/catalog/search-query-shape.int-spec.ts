import { randomUUID } from 'node:crypto';
import { VehicleFiltersSchema, VehicleSearchQuerySchema, type VehicleSearchQuery } from '@marketplace/contracts';
import { vehicleStreamId } from '@marketplace/domain';
import { sql } from 'kysely';
import { applyFilters, InventoryQueries, toListItem } from '../../../apps/server/src/modules/catalog/queries/search-vehicles/listing-reads';
import { ListingIndex } from '../../../apps/server/src/modules/catalog/queries/search-vehicles/listing-index';
import { Expected } from '../../../apps/server/src/platform/event-store/event-store.port';
import { eventMetadata, systemContext } from '../../../apps/server/src/platform/http/request-context';
import { startCatalogServer, type CatalogTestServer } from './support';

/**
 * The uncached search is one statement (page ids from a covering index, then the rows, the total and the generation;
 * ADR 0039). Its answers must be those of the former shape, a plain `order by … limit … offset` page beside a
 * `count(*)`, over a seeded catalogue: every sort and order, filters alone and combined, deep pages and pages past the end.
 * The in-memory index (ADR 0042) must give the same answers, and none from a generation older than the read model's.
 */
let t: CatalogTestServer;
const N = 300;

beforeAll(async () => {
  t = await startCatalogServer({ vehicles: N });
  await sql`analyze catalog.vehicle_listings`.execute(t.server.infra.db);
}, 180_000);
afterAll(async () => {
  await t?.stop();
}, 60_000);

const SORT = { dateUpdated: 'date_updated', price: 'price', year: 'year', kilometres: 'kilometres' } as const;
const DEFAULT_ORDER = { dateUpdated: 'desc', price: 'asc', year: 'desc', kilometres: 'asc' } as const;

/** The former query shape, kept here as the oracle. */
async function formerShape(q: VehicleSearchQuery) {
  const db = t.server.infra.db;
  const order = q.order ?? DEFAULT_ORDER[q.sort];
  const filtered = applyFilters(db.withSchema('catalog').selectFrom('vehicle_listings').where('status', '=', 'available'), q);
  const rows = await filtered.selectAll().orderBy(SORT[q.sort], order).orderBy('id', order).limit(q.pageSize).offset((q.page - 1) * q.pageSize).execute();
  const { n } = await filtered.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return { items: rows.map(toListItem), total: Number(n), page: q.page, pageSize: q.pageSize };
}

/** Another module's lock on a vehicle, through the store: the listing leaves the public search. */
async function lock(vehicleId: string, holderId: string) {
  const now = new Date();
  await t.server.infra.store.appendToStream(vehicleStreamId(vehicleId), [{
    type: 'VehicleLocked', metadata: eventMetadata(systemContext(now)),
    data: { vehicleId, lockId: randomUUID(), holderId, lockedAt: now.toISOString(), expiresAt: new Date(now.getTime() + 30 * 60_000).toISOString(), status: 'locked' },
  }], Expected.any);
  await t.waitForProjections();
}

const parse = (query: string) => VehicleSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));

async function someValues() {
  const row = await t.server.infra.db.withSchema('catalog').selectFrom('vehicle_listings')
    .select(['make_id', 'model_id', 'year', 'province', 'body_type', 'price']).orderBy('id').limit(1).executeTakeFirstOrThrow();
  return row as { make_id: number; model_id: number; year: number; province: string; body_type: string; price: string };
}

describe('inventory search: one statement, the same answers as the former page-and-count', () => {
  it('answers every sort, order, filter and page exactly as before, cached or not', async () => {
    const v = await someValues();
    const filters = [
      '', `makeId=${v.make_id}`, `makeId=${v.make_id}&modelId=${v.model_id}`, `year=${v.year}&condition=used`, 'condition=new',
      `bodyType=${v.body_type}`, `province=${v.province}`, `priceMin=${Number(v.price) - 500_000}&priceMax=${Number(v.price) + 500_000}`,
      'priceMin=1', 'search=toyota', 'search=civic', `makeId=${v.make_id}&province=${v.province}&condition=new&priceMin=1`, 'search=nothing-matches',
    ];
    const sorts = ['', 'sort=price', 'sort=price&order=desc', 'sort=year', 'sort=kilometres', 'sort=dateUpdated&order=asc'];
    const pages = ['', 'page=2', 'page=3&pageSize=7', 'page=14&pageSize=20', 'pageSize=100', 'page=99'];
    const queries = filters.flatMap((f) => sorts.flatMap((s) => pages.map((p) => [f, s, p].filter(Boolean).join('&'))));
    const inventory = new InventoryQueries(t.server.infra.db, t.server.infra.store).withoutIndex();
    const fresh = new InventoryQueries(t.server.infra.db, t.server.infra.store); // its page cache stays empty
    const indexed = jest.spyOn(ListingIndex.prototype, 'page');
    let nonEmpty = 0;
    for (const pass of ['uncached', 'cached', 'indexed']) {
      if (pass === 'indexed') expect(await fresh.loadIndexNow()).toBe(true);
      indexed.mockClear();
      for (const query of queries) {
        if (pass === 'indexed') {
          expect({ query, answer: await fresh.search(parse(query)) }).toEqual({ query, answer: await formerShape(parse(query)) });
          continue;
        }
        const q = parse(query);
        const expected = await formerShape(q);
        if (pass === 'uncached' && expected.items.length > 0) nonEmpty++;
        expect({ query, answer: await inventory.search(q) }).toEqual({ query, answer: expected });
      }
    }
    expect(indexed).toHaveBeenCalledTimes(queries.length); // the last pass was answered by the index, every query
    indexed.mockRestore();
    expect(nonEmpty).toBeGreaterThan(queries.length / 2); // most of the grid is not vacuous
  });

  it('counts the facets from the index exactly as the statements do, for every filter set', async () => {
    const v = await someValues();
    const statements = new InventoryQueries(t.server.infra.db, t.server.infra.store).withoutIndex();
    const indexed = new InventoryQueries(t.server.infra.db, t.server.infra.store);
    expect(await indexed.loadIndexNow()).toBe(true);
    const asked = jest.spyOn(ListingIndex.prototype, 'facets');
    const filters = [
      '', `makeId=${v.make_id}`, `makeId=${v.make_id}&modelId=${v.model_id}`, `year=${v.year}&condition=used`, 'condition=new',
      `bodyType=${v.body_type}`, `province=${v.province}`, `priceMin=${Number(v.price) - 500_000}&priceMax=${Number(v.price) + 500_000}`,
      'search=toyota', `makeId=${v.make_id}&province=${v.province}&condition=new&priceMin=1`, 'search=nothing-matches', 'bodyType=no-such-body',
      `modelId=${v.model_id}&year=${v.year}&bodyType=${v.body_type}`,
    ];
    try {
      for (const query of filters) {
        const f = VehicleFiltersSchema.parse(Object.fromEntries(new URLSearchParams(query)));
        expect({ query, facets: await indexed.facets(f) }).toEqual({ query, facets: await statements.facets(f) });
      }
      expect(asked).toHaveBeenCalledTimes(filters.length);
    } finally {
      asked.mockRestore();
    }
  });

  it('never answers from an older generation: a cached page, and a total cached for another page of the same filter', async () => {
    const inventory = new InventoryQueries(t.server.infra.db, t.server.infra.store).withoutIndex();
    const q1 = parse('sort=price&pageSize=5');
    const q2 = parse('sort=price&pageSize=5&page=3'); // same filter: its total is cached by q1
    const first = await inventory.search(q1);
    expect(first.total).toBe(N);
    const victim = first.items[0].id;
    await lock(victim, 'user-1');
    // q2 first: the cache does not hold it, so no generation is read before it, and the total cached by q1 belongs
    // to the generation before the lock.
    const other = await inventory.search(q2);
    expect(other.total).toBe(N - 1);
    expect(other).toEqual(await formerShape(q2));
    const later = await inventory.search(q1); // held by the page cache, from the generation before the lock
    expect(later.total).toBe(N - 1);
    expect(later.items.map((i) => i.id)).not.toContain(victim);
    expect(later).toEqual(await formerShape(q1));
  });

  it('answers from the index only for its own generation: after a listing change, from the statement until a newer index loads', async () => {
    const inventory = new InventoryQueries(t.server.infra.db, t.server.infra.store);
    expect(await inventory.loadIndexNow()).toBe(true);
    const q = parse('sort=price&order=desc&pageSize=3&priceMin=2');
    const before = await inventory.search(q);
    expect(before).toEqual(await formerShape(q));
    const victim = before.items[1].id;
    await lock(victim, 'user-2');
    const indexed = jest.spyOn(ListingIndex.prototype, 'page');
    try {
      const q2 = parse('sort=price&order=desc&pageSize=3&priceMin=3'); // the index is of the generation before the lock
      const after = await inventory.search(q2);
      expect(indexed).not.toHaveBeenCalled();
      expect(after.items.map((i) => i.id)).not.toContain(victim);
      expect(after).toEqual(await formerShape(q2));
      expect(await inventory.loadIndexNow()).toBe(true); // the newer generation's index answers again
      indexed.mockClear();
      const q3 = parse('sort=price&order=desc&pageSize=3&priceMin=4');
      expect(await inventory.search(q3)).toEqual(await formerShape(q3));
      expect(indexed).toHaveBeenCalledTimes(1);
    } finally {
      indexed.mockRestore();
    }
  });
});
