import type { VehicleFilters, VehicleListItem, VehicleSearchQuery } from '@marketplace/contracts';

/** What the index keeps of one available listing: the columns the public search filters and sorts on. */
export interface IndexedListing {
  readonly id: string;
  readonly makeId: number;
  readonly modelId: number;
  readonly year: number;
  readonly condition: string;
  readonly bodyType: string;
  /** Advertised all-in price, cents. */
  readonly price: number;
  readonly province: string;
  /** The listing's `search` column: lower case, no accents. */
  readonly search: string;
  /** date_updated in microseconds since the epoch: PostgreSQL's own precision, so that ties order as they do there. */
  readonly updatedMicros: number;
  readonly kilometres: number;
  /** The listing's inventory card, as JSON: the search answers from memory, without reading the rows again. */
  readonly item: string;
}

type Sort = VehicleSearchQuery['sort'];
const SORTS: readonly Sort[] = ['dateUpdated', 'price', 'year', 'kilometres'];

export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** 0, 1, …, n - 1. */
function identity(n: number): Uint32Array {
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  return order;
}

/** Small dictionary codes for a text column (condition, body type, province): filters compare integers. */
class Codes {
  private readonly codes = new Map<string, number>();
  of(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) this.codes.set(value, (code = this.codes.size));
    return code;
  }
  /** -1: no filter; -2: a value no listing has (nothing matches). */
  filter(value: string | undefined): number {
    return value === undefined ? -1 : (this.codes.get(value) ?? -2);
  }
}

/**
 * The public search over every available listing of one listing generation, in memory (ADR 0042). It answers a
 * search with its exact total and the cards of the asked page, in the order of PostgreSQL's
 * `order by <column> <dir>, id <dir>`, in one pass over a presorted permutation: no planning, no count, no rows to
 * read. It is immutable: a newer generation builds a new one.
 */
export class ListingIndex {
  readonly size: number;
  private readonly ids: string[];
  private readonly items: string[];
  private readonly search: string[];
  private readonly makeId: Int32Array;
  private readonly modelId: Int32Array;
  private readonly year: Int32Array;
  private readonly kilometres: Int32Array;
  private readonly price: Float64Array;
  private readonly updated: Float64Array;
  private readonly condition: Uint16Array;
  private readonly bodyType: Uint16Array;
  private readonly province: Uint16Array;
  private readonly conditions = new Codes();
  private readonly bodyTypes = new Codes();
  private readonly provinces = new Codes();
  /** Per sort, the row numbers in ascending (column, id) order; a descending search walks it backwards. */
  private readonly ascending = {} as Record<Sort, Uint32Array>;

  /**
   * Builds the index in steps, yielding to the event loop between them (each sort is one step: about 3 ms at
   * 10,000 listings, 35 ms at 100,000), so that requests are not held behind a whole build.
   */
  static async build(generation: string, rows: readonly IndexedListing[]): Promise<ListingIndex> {
    const index = new ListingIndex(generation, rows);
    await yieldToEventLoop();
    // uuid order in PostgreSQL is byte order, which is the order of the canonical lower-case strings. Ranked once, so
    // that the sorts below compare integers only.
    const ids = index.ids;
    const rank = new Uint32Array(index.size);
    const byId = identity(index.size).sort((a, b) => (ids[a] < ids[b] ? -1 : ids[a] > ids[b] ? 1 : 0));
    for (let r = 0; r < byId.length; r++) rank[byId[r]] = r;
    const columns: Record<Sort, ArrayLike<number>> = { dateUpdated: index.updated, price: index.price, year: index.year, kilometres: index.kilometres };
    for (const sort of SORTS) {
      await yieldToEventLoop();
      const column = columns[sort];
      index.ascending[sort] = identity(index.size).sort((a, b) => column[a] - column[b] || rank[a] - rank[b]);
    }
    return index;
  }

  private constructor(readonly generation: string, rows: readonly IndexedListing[]) {
    this.size = rows.length;
    this.ids = rows.map((r) => r.id);
    this.items = rows.map((r) => r.item);
    this.search = rows.map((r) => r.search);
    this.makeId = Int32Array.from(rows, (r) => r.makeId);
    this.modelId = Int32Array.from(rows, (r) => r.modelId);
    this.year = Int32Array.from(rows, (r) => r.year);
    this.kilometres = Int32Array.from(rows, (r) => r.kilometres);
    this.price = Float64Array.from(rows, (r) => r.price);
    this.updated = Float64Array.from(rows, (r) => r.updatedMicros);
    this.condition = Uint16Array.from(rows, (r) => this.conditions.of(r.condition));
    this.bodyType = Uint16Array.from(rows, (r) => this.bodyTypes.of(r.bodyType));
    this.province = Uint16Array.from(rows, (r) => this.provinces.of(r.province));
  }

  /**
   * The matches' total and the cards of matches `offset` to `offset + limit - 1` in sorted order. Same filters as
   * `applyFilters` (`tokens` are the search words, already normalised by `searchTokens`).
   */
  page(f: Partial<VehicleFilters>, tokens: readonly string[], sort: Sort, order: 'asc' | 'desc', offset: number, limit: number): { total: number; items: VehicleListItem[] } {
    const make = f.makeId ?? -1;
    const model = f.modelId ?? -1;
    const year = f.year ?? -1;
    const min = f.priceMin ?? -Infinity;
    const max = f.priceMax ?? Infinity;
    const condition = this.conditions.filter(f.condition);
    const bodyType = this.bodyTypes.filter(f.bodyType);
    const province = this.provinces.filter(f.province);
    const items: VehicleListItem[] = [];
    if (condition === -2 || bodyType === -2 || province === -2) return { total: 0, items };
    const rows = this.ascending[sort];
    const n = rows.length;
    const end = offset + limit;
    let total = 0;
    for (let k = 0; k < n; k++) {
      const i = rows[order === 'asc' ? k : n - 1 - k];
      if (make !== -1 && this.makeId[i] !== make) continue;
      if (model !== -1 && this.modelId[i] !== model) continue;
      if (year !== -1 && this.year[i] !== year) continue;
      if (condition !== -1 && this.condition[i] !== condition) continue;
      if (bodyType !== -1 && this.bodyType[i] !== bodyType) continue;
      if (province !== -1 && this.province[i] !== province) continue;
      const price = this.price[i];
      if (price < min || price > max) continue;
      if (tokens.length > 0 && !tokens.every((t) => this.search[i].includes(t))) continue;
      if (total >= offset && total < end) items.push(JSON.parse(this.items[i]) as VehicleListItem);
      total++;
    }
    return { total, items };
  }
}
