import { Inject, Injectable, Logger } from '@nestjs/common';
import { allInPrice, CatalogErrors, vehicleStreamId } from '@marketplace/domain';
import type { VehicleDetail, VehicleFilters, VehicleListItem, VehicleSearchQuery } from '@marketplace/contracts';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { EventStore } from '../../../../platform/event-store/event-store.port';
import { PLAN_EACH_CALL } from '../../../../platform/database/prepared-statements';
import { DB, EVENT_STORE } from '../../../../platform/tokens';
import { evolveListing, fromColumns, searchable, type ListingRow } from './vehicle-listings.projection';
import { ListingIndex, yieldToEventLoop, type IndexedListing } from './listing-index';

type FilterKey = keyof VehicleFilters;
type Qb = SelectQueryBuilder<any, any, any>;

const LIST_COLUMNS = [
  'id', 'date_updated', 'condition', 'year', 'make_id', 'make', 'model_id', 'model', 'trim_id', 'trim', 'body_type', 'kilometres', 'price',
  'colour_name_en', 'colour_name_fr', 'colour_hex', 'photo', 'city', 'province', 'status',
] as const;

const SORT_COLUMN = { dateUpdated: 'date_updated', price: 'price', year: 'year', kilometres: 'kilometres' } as const;
type SortColumn = (typeof SORT_COLUMN)[keyof typeof SORT_COLUMN];
const DEFAULT_ORDER = { dateUpdated: 'desc', price: 'asc', year: 'desc', kilometres: 'asc' } as const;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Search words: lower case, no accents, at most 6, each at most 40 characters. */
export function searchTokens(search: string | undefined): string[] {
  if (!search) return [];
  return searchable(search).split(' ').filter(Boolean).slice(0, 6).map((t) => t.slice(0, 40));
}

/** Adds the filters to a query over catalog.vehicle_listings, leaving out `except` (facets ignore their own). */
export function applyFilters(qb: Qb, f: Partial<VehicleFilters>, except: readonly FilterKey[] = []): Qb {
  const skip = new Set(except);
  const on = (k: FilterKey) => !skip.has(k) && f[k] !== undefined;
  if (on('makeId')) qb = qb.where('make_id', '=', f.makeId!);
  if (on('modelId')) qb = qb.where('model_id', '=', f.modelId!);
  if (on('year')) qb = qb.where('year', '=', f.year!);
  if (on('condition')) qb = qb.where('condition', '=', f.condition!);
  if (on('bodyType')) qb = qb.where('body_type', '=', f.bodyType!);
  if (on('priceMin')) qb = qb.where('price', '>=', f.priceMin!);
  if (on('priceMax')) qb = qb.where('price', '<=', f.priceMax!);
  if (on('province')) qb = qb.where('province', '=', f.province!);
  if (on('search')) for (const token of searchTokens(f.search)) qb = qb.where('search', 'like', `%${escapeLike(token)}%`);
  return qb;
}

export function toListItem(r: Record<string, any>): VehicleListItem {
  return {
    id: r.id,
    dateUpdated: (r.date_updated as Date).toISOString(),
    condition: r.condition,
    year: r.year,
    makeId: r.make_id,
    make: r.make,
    modelId: r.model_id,
    model: r.model,
    trimId: r.trim_id,
    trim: r.trim,
    bodyType: r.body_type,
    kilometres: r.kilometres,
    price: Number(r.price),
    colour: { nameEn: r.colour_name_en, nameFr: r.colour_name_fr, hex: r.colour_hex },
    photo: r.photo,
    city: r.city,
    province: r.province,
    status: r.status,
  };
}

function breakdown(row: ListingRow): VehicleDetail['price'] {
  const p = allInPrice(row.vehiclePrice, row.detail.fees);
  return { vehiclePrice: p.vehiclePrice, fees: p.fees.map((f) => ({ ...f })), allInPrice: p.allInPrice, excluded: [...p.excluded] };
}

export function toDetail(row: ListingRow): VehicleDetail {
  return {
    id: row.id,
    version: row.version,
    dateUpdated: row.dateUpdated,
    listedAt: row.listedAt,
    vin: row.vin,
    condition: row.condition,
    year: row.year,
    make: { id: row.makeId, name: row.make },
    model: { id: row.modelId, name: row.model },
    trim: { id: row.trimId, name: row.trim },
    bodyType: row.bodyType,
    kilometres: row.kilometres,
    exteriorColour: row.detail.exteriorColour,
    interiorColour: row.detail.interiorColour,
    photos: [...row.detail.photos],
    msrp: row.detail.msrp,
    price: breakdown(row),
    dealer: row.detail.dealer,
    status: row.status,
  };
}

/**
 * A small cache valid for one listing generation (catalog.listing_state, moved by the projection in the same
 * transaction as any listing change): everything is dropped when a newer generation shows up, so an answer is
 * never older than the read model it came with, on any number of server instances.
 */
export class GenerationCache<T> {
  private generation: bigint | null = null;
  private readonly entries = new Map<string, T>();
  private weight = 0;

  /**
   * At most `maxEntries` entries and, with `weigh`, at most `maxWeight` in total (e.g. listed vehicles across cached
   * pages): the memory a cache holds is bounded by what it holds, not only by how many keys it met.
   */
  constructor(private readonly maxEntries = 5_000, private readonly weigh: (value: T) => number = () => 1, private readonly maxWeight = Infinity) {}

  /** The newest generation stored so far (null before the first entry). */
  get latest(): string | null {
    return this.generation === null ? null : String(this.generation);
  }

  /** Whether `key` is held for the newest generation stored (no recency update): if not, no read can hit it. */
  holds(key: string): boolean {
    return this.entries.has(key);
  }

  get(generation: string | null, key: string): T | undefined {
    if (generation === null || this.generation !== BigInt(generation)) return undefined;
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Least recently used goes first: a hit moves to the end of the insertion order.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(generation: string | null, key: string, value: T) {
    if (generation === null) return;
    const g = BigInt(generation);
    if (this.generation === null || g > this.generation) {
      this.entries.clear();
      this.weight = 0;
      this.generation = g;
    } else if (g < this.generation) {
      return; // a slow request from an older generation: do not pollute the cache
    }
    const weight = this.weigh(value);
    if (weight > this.maxWeight) return;
    const previous = this.entries.get(key);
    if (previous !== undefined) {
      this.entries.delete(key);
      this.weight -= this.weigh(previous);
    }
    while (this.entries.size > 0 && (this.entries.size >= this.maxEntries || this.weight + weight > this.maxWeight)) {
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.entries.delete(oldestKey);
      this.weight -= this.weigh(oldest);
    }
    this.entries.set(key, value);
    this.weight += weight;
  }
}

const GENERATION = sql<string | null>`(select generation::text from catalog.listing_state where id = 1)`;

function filterKey(f: Partial<VehicleFilters>): string {
  return JSON.stringify([f.makeId, f.modelId, f.year, f.condition, f.bodyType, f.priceMin, f.priceMax, f.province, searchTokens(f.search).join(' ')]);
}

interface SearchPage { items: VehicleListItem[]; total: number; page: number; pageSize: number }

/**
 * Above this many available listings the search stays in PostgreSQL: the index (about 0.5 KB a listing, most of it
 * the card's JSON) would cost too much memory per instance.
 */
export const MAX_INDEXED_LISTINGS = 100_000;

/**
 * Inventory reads (catalog.vehicle_listings). The public search sees available vehicles only.
 * - Pages are cached per listing generation and query: a repeated search (page 1 of a make, the default list...,
 *   most of the traffic) costs one round trip reading the generation, and no row parsing or mapping.
 * - Otherwise the in-memory index of the available listings (ADR 0042) answers, with the exact total, after one round
 *   trip reading the generation: only if that generation is the index's own.
 * - Without an index of the current generation (at boot, just after a listing change, while a newer one loads in the
 *   background) the page is one statement, in one round trip (no generation read first): the page's ids from a
 *   covering index, its rows, the generation and, unless cached for that generation and filter, the total
 *   (`count(*)` over the matches, index-only). (A `count(*) over ()` window would materialise every match before the
 *   LIMIT.) ADR 0039.
 */
@Injectable()
export class InventoryQueries {
  private readonly logger = new Logger('InventoryQueries');
  private index: ListingIndex | null = null;
  private indexing: Promise<void> | null = null;
  /** No reload before this instant: while listings change continuously, reloads stay a small share of the CPU. */
  private nextIndexingAt = 0;
  private indexEnabled = true;
  private readonly totals = new GenerationCache<number>();
  private readonly facetCache = new GenerationCache<Awaited<ReturnType<InventoryQueries['computeFacets']>>>(1_000);
  /** Bounded by the vehicles it lists too (10,000 list items across pages, a few tens of MB), not only by its 2,000 keys. */
  private readonly pages = new GenerationCache<SearchPage>(2_000, (page) => Math.max(1, page.items.length), 10_000);

  constructor(@Inject(DB) private readonly db: Kysely<any>, @Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** The base of the search and facet statements: planned on each call, for its filters (ADR 0039, ADR 0049). */
  private available(): Qb {
    return this.db.withSchema('catalog').selectFrom('vehicle_listings').where('status', '=', 'available').modifyEnd(PLAN_EACH_CALL);
  }

  async search(q: VehicleSearchQuery): Promise<SearchPage> {
    const column = SORT_COLUMN[q.sort];
    const order = q.order ?? DEFAULT_ORDER[q.sort];
    const key = filterKey(q);
    const pageKey = `${key}|${column}|${order}|${q.page}|${q.pageSize}`;
    // With an index, or a page the cache holds, the answer may come from memory: only if the listing has not moved
    // since (and only then) the generation is read first. Otherwise the page is read at once, in one round trip.
    let generation = this.pages.latest;
    const index = this.index;
    if (index || this.pages.holds(pageKey)) {
      generation = await this.generation();
      if (index && index.generation === generation) {
        const { total, items } = index.page(q, searchTokens(q.search), q.sort, order, (q.page - 1) * q.pageSize, q.pageSize);
        return { items, total, page: q.page, pageSize: q.pageSize };
      }
      const cached = this.pages.get(generation, pageKey);
      if (cached) return cached;
    }
    this.refreshIndex(); // none of the current generation: one loads in the background
    const known = this.totals.get(generation, key);
    const rows = await this.pageWithTotal(q, column, order, known === undefined);
    // One statement, one snapshot: the page, its total and the generation they were read in agree. A total cached
    // for an earlier generation only serves a page read in that same generation; otherwise it is counted again.
    const read: string | null = rows[0].generation;
    let total = rows[0].total === null ? known : Number(rows[0].total);
    if (rows[0].total === null && read !== generation) total = Number((await this.pageWithTotal(q, column, order, true))[0].total);
    else if (rows[0].total !== null) this.totals.set(read, key, total!);
    const items = rows[0].id === null ? [] : rows.map(toListItem);
    const page = { items, total: total!, page: q.page, pageSize: q.pageSize };
    if (items.length > 0) this.pages.set(read, pageKey, page);
    return page;
  }

  /**
   * One statement for a page that is not cached: the total (`count(*)`, when asked), the generation and the page.
   * The page's ids are chosen first (`id in (… order by … limit … offset …)`), so that the rows skipped by a deep
   * offset are read from a covering index and never fetched from the table; only the page's own rows are. Always one
   * row back at least (the left join), so a page past the end still carries its total.
   */
  private async pageWithTotal(q: VehicleSearchQuery, column: SortColumn, order: 'asc' | 'desc', withTotal: boolean): Promise<Record<string, any>[]> {
    const ids = applyFilters(this.available().select('id'), q).orderBy(column, order).orderBy('id', order)
      .limit(q.pageSize).offset((q.page - 1) * q.pageSize);
    const total = withTotal ? applyFilters(this.available().select(sql`count(*)`.as('n')), q) : sql`null`;
    const columns = sql.join(LIST_COLUMNS.map((c) => sql.ref(`v.${c}`)));
    const direction = sql.raw(order);
    const { rows } = await sql<Record<string, any>>`
      select ${total}::text as total, ${GENERATION} as generation, ${columns}
        from (select 1) as one
        left join catalog.vehicle_listings as v on v.id in ${ids}
       order by ${sql.ref(`v.${column}`)} ${direction}, v.id ${direction}`.execute(this.db);
    return rows;
  }

  /** Starts loading the index of the current generation, unless a load runs or the last one was too recent. */
  private refreshIndex(): void {
    if (!this.indexEnabled || this.indexing || performance.now() < this.nextIndexingAt) return;
    const started = performance.now();
    this.indexing = this.loadIndex()
      .then((indexed) => {
        // At most about 5 % of the time spent loading; a catalogue too large to index is not read again for a while.
        this.nextIndexingAt = performance.now() + (indexed ? Math.max(200, 20 * (performance.now() - started)) : 10 * 60_000);
      })
      .catch((error: unknown) => {
        this.nextIndexingAt = performance.now() + 5_000;
        this.logger.warn(`inventory index not loaded: ${(error as Error).message}`);
      })
      .finally(() => {
        this.indexing = null;
      });
  }

  /** One statement, one snapshot: the generation and every available listing's searchable columns. */
  private async loadIndex(): Promise<boolean> {
    const { rows } = await sql<Record<string, any>>`
      select ${GENERATION} as generation, v.*
        from (select 1) as one
        left join lateral (
          select ${sql.join(LIST_COLUMNS.map((c) => sql.ref(c)))}, search, (extract(epoch from date_updated) * 1000000)::float8 as updated,
                 dense_rank() over (order by make)::int as make_rank, dense_rank() over (order by model)::int as model_rank,
                 dense_rank() over (order by body_type)::int as body_type_rank
            from catalog.vehicle_listings
           where status = 'available'
           limit ${MAX_INDEXED_LISTINGS + 1}) as v on true`.execute(this.db);
    const generation: string | null = rows[0].generation;
    if (generation === null || rows.length > MAX_INDEXED_LISTINGS) {
      this.index = null;
      return false;
    }
    const listings: IndexedListing[] = [];
    for (let i = 0; rows[0].id !== null && i < rows.length; i++) {
      const r = rows[i];
      listings.push({
        id: r.id, makeId: r.make_id, modelId: r.model_id, year: r.year, condition: r.condition, bodyType: r.body_type, price: Number(r.price),
        province: r.province, search: r.search, updatedMicros: r.updated, kilometres: r.kilometres, item: JSON.stringify(toListItem(r)),
        make: r.make, model: r.model, makeRank: r.make_rank, modelRank: r.model_rank, bodyTypeRank: r.body_type_rank,
      });
      if (i % 5_000 === 4_999) await yieldToEventLoop(); // the cards in slices of the event loop
    }
    const index = await ListingIndex.build(generation, listings);
    if (!this.index || BigInt(this.index.generation) < BigInt(generation)) this.index = index;
    return true;
  }

  /** No index on this instance: every search and facet is answered by PostgreSQL (the tests of that path). */
  withoutIndex(): this {
    this.indexEnabled = false;
    this.index = null;
    return this;
  }

  /** Loads the index of the current generation now (tests, warm-up); false when the catalogue is too large to index. */
  async loadIndexNow(): Promise<boolean> {
    await this.indexing;
    return this.loadIndex();
  }

  /** A company's available vehicles, newest first (its inventory widget). */
  async ofCompany(companyId: number, limit: number): Promise<VehicleListItem[]> {
    const rows = await this.available().where('company_id', '=', companyId).select(LIST_COLUMNS)
      .orderBy('date_updated', 'desc').orderBy('id', 'desc').limit(limit).execute();
    return rows.map(toListItem);
  }

  /** Every available listing's id, naming and last change, by id (the sitemaps): one indexed read of the table. */
  async availableListings(): Promise<{ id: string; year: number; make: string; model: string; trim: string; dateUpdated: string }[]> {
    const rows = await this.db.withSchema('catalog').selectFrom('vehicle_listings').select(['id', 'year', 'make', 'model', 'trim', 'date_updated'])
      .where('status', '=', 'available').orderBy('id').execute();
    return rows.map((r) => ({ id: r.id, year: r.year, make: r.make, model: r.model, trim: r.trim, dateUpdated: (r.date_updated as Date).toISOString() }));
  }

  /** The listing generation (moved by the projection with every listing change). */
  private async generation(): Promise<string | null> {
    return (await this.db.selectNoFrom(GENERATION.as('generation')).executeTakeFirstOrThrow()).generation;
  }

  async facets(f: VehicleFilters) {
    const generation = await this.generation();
    const index = this.index;
    if (index && index.generation === generation) return index.facets(f, searchTokens(f.search));
    this.refreshIndex();
    const key = filterKey(f);
    const cached = this.facetCache.get(generation, key);
    if (cached) return cached;
    const facets = await this.computeFacets(f);
    this.facetCache.set(generation, key, facets);
    return facets;
  }

  private async computeFacets(f: VehicleFilters) {
    const base = () => this.available();
    const [total, makes, models, years, bodyTypes, conditions] = await Promise.all([
      applyFilters(base(), f).select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      applyFilters(base(), f, ['makeId', 'modelId']).select(['make_id', 'make', sql<string>`count(*)`.as('n')])
        .groupBy(['make_id', 'make']).orderBy('make').orderBy('make_id').execute(),
      applyFilters(base(), f, ['modelId']).select(['model_id', 'model', 'make_id', sql<string>`count(*)`.as('n')])
        .groupBy(['model_id', 'model', 'make_id']).orderBy('model').orderBy('model_id').orderBy('make_id').execute(),
      applyFilters(base(), f, ['year']).select(['year', sql<string>`count(*)`.as('n')]).groupBy('year').orderBy('year', 'desc').execute(),
      applyFilters(base(), f, ['bodyType']).select(['body_type', sql<string>`count(*)`.as('n')]).groupBy('body_type').orderBy('body_type').execute(),
      applyFilters(base(), f, ['condition']).select(['condition', sql<string>`count(*)`.as('n')]).groupBy('condition').orderBy('condition').execute(),
    ]);
    return {
      total: Number(total.n),
      makes: makes.map((r) => ({ id: r.make_id, name: r.make, count: Number(r.n) })),
      models: models.map((r) => ({ id: r.model_id, name: r.model, makeId: r.make_id, count: Number(r.n) })),
      years: years.map((r) => ({ year: r.year, count: Number(r.n) })),
      bodyTypes: bodyTypes.map((r) => ({ key: r.body_type, count: Number(r.n) })),
      conditions: conditions.map((r) => ({ key: r.condition, count: Number(r.n) })),
    };
  }

  async row(id: string): Promise<ListingRow | null> {
    const row = await this.db.withSchema('catalog').selectFrom('vehicle_listings').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? fromColumns(row) : null;
  }

  /**
   * The listing as it stood at `at`: the vehicle's stream folded, every event recorded by then, with the read model's
   * own evolve (the row the listing table held then, without its projection lag). Null when it was not listed yet.
   */
  async rowAt(id: string, at: Date): Promise<ListingRow | null> {
    const events = await this.store.readStream(vehicleStreamId(id));
    return events.filter((e) => e.recordedAt.getTime() <= at.getTime()).reduce<ListingRow | null>(evolveListing, null);
  }

  async detail(id: string, field = 'params.id'): Promise<VehicleDetail> {
    const row = await this.row(id);
    if (!row) throw CatalogErrors.vehicleNotFound(field);
    return toDetail(row);
  }

  async adminList(q: { status?: string; companyId?: number; search?: string; page: number; pageSize: number }) {
    let qb: Qb = this.db.withSchema('catalog').selectFrom('vehicle_listings');
    if (q.status) qb = qb.where('status', '=', q.status);
    if (q.companyId) qb = qb.where('company_id', '=', q.companyId);
    qb = applyFilters(qb, { search: q.search });
    const [rows, count] = await Promise.all([
      qb.select(['id', 'version', 'vin', 'date_updated', 'condition', 'year', 'make', 'model', 'trim', 'kilometres', 'vehicle_price', 'price',
        'photo', 'photo_count', 'company_id', 'province', 'status'])
        .orderBy('date_updated', 'desc').orderBy('id', 'desc').limit(q.pageSize).offset((q.page - 1) * q.pageSize).execute(),
      qb.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      items: rows.map((r) => ({
        id: r.id, version: r.version, vin: r.vin, dateUpdated: (r.date_updated as Date).toISOString(), condition: r.condition, year: r.year,
        make: r.make, model: r.model, trim: r.trim, kilometres: r.kilometres, vehiclePrice: Number(r.vehicle_price), price: Number(r.price),
        photo: r.photo, photoCount: r.photo_count, companyId: r.company_id, province: r.province, status: r.status,
      })),
      total: Number(count.n),
      page: q.page,
      pageSize: q.pageSize,
    };
  }

  /** Best effort (the read model lags a little): another vehicle already listed with this VIN and not sold. */
  /** Which of these VINs a vehicle not sold holds, and which vehicle (one query). */
  async listedVins(vins: readonly string[]): Promise<Map<string, string>> {
    if (vins.length === 0) return new Map();
    const rows = await this.db.withSchema('catalog').selectFrom('vehicle_listings').select(['vin', 'id'])
      .where('vin', 'in', [...new Set(vins)]).where('status', '!=', 'sold').execute();
    return new Map(rows.map((r) => [r.vin as string, r.id as string]));
  }

  async vinInUse(vin: string): Promise<boolean> {
    const row = await this.db.withSchema('catalog').selectFrom('vehicle_listings').select('id')
      .where('vin', '=', vin).where('status', '!=', 'sold').executeTakeFirst();
    return !!row;
  }
}
