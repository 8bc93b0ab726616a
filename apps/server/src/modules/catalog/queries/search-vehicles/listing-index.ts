import type { VehicleFacetsSchema, VehicleFilters, VehicleListItem, VehicleSearchQuery } from '@marketplace/contracts';
import type { z } from 'zod';

export type VehicleFacets = z.output<typeof VehicleFacetsSchema>;

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
  readonly make: string;
  readonly model: string;
  /**
   * The place of the make's, the model's and the body type's name in PostgreSQL's `order by` of that column (its
   * collation, which JavaScript does not have): the facets list names in the order the statement path does.
   */
  readonly makeRank: number;
  readonly modelRank: number;
  readonly bodyTypeRank: number;
}

/** One facet entry being counted: what it shows, the order it is listed in, and its count. */
interface Group<T> { readonly value: T; readonly rank: readonly number[]; count: number }

/** Groups keyed by a dictionary code, counted per facet. */
class Groups<T> {
  private readonly byKey = new Map<string, number>();
  readonly all: { value: T; rank: number[] }[] = [];
  code(key: string, value: T, rank: number[]): number {
    let code = this.byKey.get(key);
    if (code === undefined) {
      this.byKey.set(key, (code = this.all.length));
      this.all.push({ value, rank });
    }
    return code;
  }
  /** The groups counted above zero, by rank (then by the rank's tie-breakers). */
  listed(counts: Int32Array): Group<T>[] {
    const out: Group<T>[] = [];
    for (let g = 0; g < counts.length; g++) if (counts[g] > 0) out.push({ ...this.all[g], count: counts[g] });
    return out.sort((a, b) => {
      for (let k = 0; k < a.rank.length; k++) if (a.rank[k] !== b.rank[k]) return a.rank[k] - b.rank[k];
      return 0;
    });
  }
}

type Sort = VehicleSearchQuery['sort'];
/** The filters that compare a column with one value (make, model, year, and the coded condition, body type, province). */
type EqualityFilter = 'make' | 'model' | 'year' | 'condition' | 'bodyType' | 'province';
const EQUALITY_FILTERS: readonly EqualityFilter[] = ['make', 'model', 'year', 'condition', 'bodyType', 'province'];
const SORTS: readonly Sort[] = ['dateUpdated', 'price', 'year', 'kilometres'];

export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** 0, 1, …, n - 1. */
function identity(n: number): Uint32Array {
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  return order;
}

/** Per value of a column, the rows that have it, ascending: what an equality filter starts from. */
function postingLists(column: ArrayLike<number>): Map<number, Uint32Array> {
  const counts = new Map<number, number>();
  for (let i = 0; i < column.length; i++) counts.set(column[i], (counts.get(column[i]) ?? 0) + 1);
  const lists = new Map<number, Uint32Array>();
  const filled = new Map<number, number>();
  for (const [value, count] of counts) {
    lists.set(value, new Uint32Array(count));
    filled.set(value, 0);
  }
  for (let i = 0; i < column.length; i++) {
    const at = filled.get(column[i])!;
    lists.get(column[i])![at] = i;
    filled.set(column[i], at + 1);
  }
  return lists;
}

/** The first place in ascending `sorted` whose value is >= `value` (`after`: > `value`). */
function lowerBound(sorted: Float64Array, value: number, after = false): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < value || (after && sorted[mid] === value)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const NO_ROWS = new Uint32Array(0);

/**
 * The letters and digits a text contains, one bit each (digits share bits): a word can contain a search word only if
 * it has all of its bits, which rules out most words with two integer operations (no VIN has an i, an o or a q).
 */
function charMask(text: string): number {
  let mask = 0;
  for (let k = 0; k < text.length; k++) {
    const ch = text.charCodeAt(k);
    if (ch >= 97 && ch <= 122) mask |= 1 << (ch - 97);
    else if (ch >= 48 && ch <= 57) mask |= 1 << (26 + ((ch - 48) % 6));
  }
  return mask;
}

/**
 * The distinct words of the listings' search texts, each with its rows (compressed: `rows[start[w]] …
 * rows[start[w + 1] - 1]`, ascending). A search word is in a text when it is in one of the text's words (search words
 * hold no space), so the listings with a search word are the rows of the distinct words that contain it: a search
 * reads each distinct word once (most only as a mask), not each listing's text.
 */
class WordRows {
  static readonly EMPTY = new WordRows([], new Int32Array(0), new Uint32Array(1), new Uint32Array(0));

  private constructor(readonly words: readonly string[], readonly masks: Int32Array, readonly start: Uint32Array, readonly rows: Uint32Array) {}

  /** Built in chunks of texts, yielding to the event loop between them (the texts of 100,000 listings take ~100 ms). */
  static async build(texts: readonly string[]): Promise<WordRows> {
    const codes = new Map<string, number>();
    const words: string[] = [];
    const counts: number[] = [];
    // Each text's distinct word codes, flat: those of text t are textCodes[textStart[t]] … textCodes[textStart[t + 1] - 1].
    const textStart = new Uint32Array(texts.length + 1);
    let textCodes = new Uint32Array(Math.max(16, texts.length * 8));
    let filled = 0;
    for (let t = 0; t < texts.length; t++) {
      if (t > 0 && t % 10_000 === 0) await yieldToEventLoop();
      const own = filled;
      for (const word of texts[t].split(' ')) {
        if (word === '') continue;
        let code = codes.get(word);
        if (code === undefined) {
          codes.set(word, (code = words.length));
          words.push(word);
          counts.push(0);
        }
        let repeated = false;
        for (let k = own; k < filled && !repeated; k++) repeated = textCodes[k] === code;
        if (repeated) continue;
        if (filled === textCodes.length) {
          const grown = new Uint32Array(textCodes.length * 2);
          grown.set(textCodes);
          textCodes = grown;
        }
        textCodes[filled++] = code;
        counts[code]++;
      }
      textStart[t + 1] = filled;
    }
    const start = new Uint32Array(words.length + 1);
    for (let w = 0; w < words.length; w++) start[w + 1] = start[w] + counts[w];
    const rows = new Uint32Array(filled);
    const next = start.slice(0, words.length);
    for (let t = 0; t < texts.length; t++) for (let k = textStart[t]; k < textStart[t + 1]; k++) rows[next[textCodes[k]]++] = t;
    return new WordRows(words, Int32Array.from(words, charMask), start, rows);
  }
}

/** A search's filters as the index compares them (`ListingIndex.criteria`). */
interface Criteria {
  readonly make: number;
  readonly model: number;
  readonly year: number;
  readonly min: number;
  readonly max: number;
  readonly condition: number;
  readonly bodyType: number;
  readonly province: number;
}

/** Small dictionary codes for a text column (condition, body type, province): filters compare integers. */
class Codes {
  private readonly codes = new Map<string, number>();
  /** The value of each code. */
  readonly values: string[] = [];
  of(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      this.codes.set(value, (code = this.values.length));
      this.values.push(value);
    }
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
 * read; and the filter facets, in one pass too. It is immutable: a newer generation builds a new one.
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
  private readonly makeGroup: Uint32Array;
  private readonly modelGroup: Uint32Array;
  private readonly makeGroups = new Groups<{ id: number; name: string }>();
  private readonly modelGroups = new Groups<{ id: number; name: string; makeId: number }>();
  private readonly bodyTypeRanks: number[] = [];
  /** Per sort, the row numbers in ascending (column, id) order; a descending search walks it backwards. */
  private readonly ascending = {} as Record<Sort, Uint32Array>;
  /** Per sort, each row's place in `ascending` (its inverse): a short list of matches is sorted by these. */
  private readonly placeIn = {} as Record<Sort, Uint32Array>;
  /** The prices in ascending order (`price` read through `ascending.price`): a price range is two binary searches. */
  private priceSorted = new Float64Array(0);
  /** Per equality filter, the rows of each value (built in `build`). */
  private postings = {} as Record<EqualityFilter, Map<number, Uint32Array>>;
  /** Per distinct word of the search texts, its rows (built in `build`). */
  private words = WordRows.EMPTY;
  /** Scratch: `marks[i] === stamp` for the rows of the current set (a search's matches, a word's rows); no clearing. */
  private readonly marks: Uint32Array;
  private stamp = 0;

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
      const ascending = identity(index.size).sort((a, b) => column[a] - column[b] || rank[a] - rank[b]);
      const place = new Uint32Array(index.size);
      for (let k = 0; k < ascending.length; k++) place[ascending[k]] = k;
      index.ascending[sort] = ascending;
      index.placeIn[sort] = place;
    }
    await yieldToEventLoop();
    index.priceSorted = Float64Array.from(index.ascending.price, (i) => index.price[i]);
    const equalities: Record<EqualityFilter, ArrayLike<number>> = {
      make: index.makeId, model: index.modelId, year: index.year, condition: index.condition, bodyType: index.bodyType, province: index.province,
    };
    for (const filter of EQUALITY_FILTERS) index.postings[filter] = postingLists(equalities[filter]);
    await yieldToEventLoop();
    index.words = await WordRows.build(index.search);
    return index;
  }

  private constructor(readonly generation: string, rows: readonly IndexedListing[]) {
    this.size = rows.length;
    this.marks = new Uint32Array(rows.length);
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
    // The statement path groups makes by (id, name) and models by (id, name, make): a renamed make is two entries.
    this.makeGroup = Uint32Array.from(rows, (r) =>
      this.makeGroups.code(`${r.makeId}|${r.make}`, { id: r.makeId, name: r.make }, [r.makeRank, r.makeId]));
    this.modelGroup = Uint32Array.from(rows, (r) =>
      this.modelGroups.code(`${r.modelId}|${r.model}|${r.makeId}`, { id: r.modelId, name: r.model, makeId: r.makeId }, [r.modelRank, r.modelId, r.makeId]));
    rows.forEach((r, i) => {
      this.bodyTypeRanks[this.bodyType[i]] = r.bodyTypeRank;
    });
  }

  /**
   * The matches' total and the cards of matches `offset` to `offset + limit - 1` in sorted order. Same filters as
   * `applyFilters` (`tokens` are the search words, already normalised by `searchTokens`). A search starts from its
   * most selective filter: the rows of its make, model, year, condition, body type or province (posting lists), or
   * of its price range (a slice of the price order), whichever is shortest, and checks the other filters on those
   * rows only; the total is exact. The page then comes either from sorting the matches by their place in the sort
   * order, when they are few, or from walking the sort order until the page is full, when they are many (the walk
   * ends early). So a search costs its most selective filter, not the catalogue; one with no selective filter still
   * reads every row once (or none: an unfiltered or price-only search is counted by the binary searches).
   */
  page(f: Partial<VehicleFilters>, tokens: readonly string[], sort: Sort, order: 'asc' | 'desc', offset: number, limit: number): { total: number; items: VehicleListItem[] } {
    const c = this.criteria(f);
    if (c.condition === -2 || c.bodyType === -2 || c.province === -2) return { total: 0, items: [] };
    const start = this.source(c, tokens);
    const { exact } = start;
    // Rows known to match, or null: every row does (no filter at all).
    let matches: Uint32Array | null = start.rows;
    let total = start.rows ? start.rows.length : this.size;
    if (!exact) {
      matches = this.matching(this.readInRowOrder(start), c, tokens);
      total = matches.length;
    }
    const items: VehicleListItem[] = [];
    if (total <= offset) return { total, items };
    const wanted = Math.min(limit, total - offset);
    const n = this.size;
    // How far a walk of the sort order goes before it has the page (about the whole order when the page holds the
    // last matches), against sorting the matches themselves.
    const walk = offset + limit >= total ? n : Math.min(n, ((offset + limit) * n) / total);
    if (matches && matches.length * Math.log2(matches.length + 1) < walk) {
      const place = this.placeIn[sort];
      const places = Uint32Array.from(matches, (i) => place[i]).sort();
      const rows = this.ascending[sort];
      for (let k = offset; k < offset + wanted; k++) items.push(this.card(rows[places[order === 'asc' ? k : places.length - 1 - k]]));
      return { total, items };
    }
    // Marked (not exact), or checked as the walk meets them (exact: the search's one filter, on the rows the walk reads).
    const isMatch = exact ? (i: number) => this.matches(i, c, tokens) : (i: number) => this.marks[i] === this.stamp;
    const rows = this.ascending[sort];
    for (let k = 0, seen = 0; k < n && items.length < wanted; k++) {
      const i = rows[order === 'asc' ? k : n - 1 - k];
      if (!isMatch(i)) continue;
      if (seen >= offset) items.push(this.card(i));
      seen++;
    }
    return { total, items };
  }

  private card(i: number): VehicleListItem {
    return JSON.parse(this.items[i]) as VehicleListItem;
  }

  /**
   * Where a search starts: the shortest of its equality filters' posting lists, its price range's slice of the price
   * order and its search words' rows (null: every row, no filter narrows them), and whether every row there matches
   * (`exact`: that filter is the search's only one). `equalities`: the equality filters that apply (a facet ignores
   * its own). The price slice lists rows in price order (`inRowOrder` false): when it is long, one pass over every row
   * in row order reads the columns faster than the slice does at random places, so callers that check every row
   * anyway start from all of them.
   */
  private source(c: Criteria, tokens: readonly string[], equalities = EQUALITY_FILTERS): { rows: Uint32Array | null; exact: boolean; inRowOrder: boolean } {
    let rows: Uint32Array | null = null;
    let inRowOrder = true;
    let filters = tokens.length;
    if (c.min !== -Infinity || c.max !== Infinity) {
      filters++;
      const lo = lowerBound(this.priceSorted, c.min);
      const hi = Math.max(lo, lowerBound(this.priceSorted, c.max, true));
      rows = this.ascending.price.subarray(lo, hi);
      inRowOrder = false;
    }
    const shorter = (list: Uint32Array) => {
      if (rows && list.length >= rows.length) return;
      rows = list;
      inRowOrder = true;
    };
    for (const filter of equalities) {
      if (c[filter] === -1) continue;
      filters++;
      shorter(this.postings[filter].get(c[filter]) ?? NO_ROWS);
    }
    for (const token of tokens) shorter(this.rowsWith(token));
    return { rows, exact: filters <= 1, inRowOrder };
  }

  /** `source.rows`, or null (every row, in row order) where a long price slice would be read at random places. */
  private readInRowOrder(source: { rows: Uint32Array | null; inRowOrder: boolean }): Uint32Array | null {
    return source.rows && !source.inRowOrder && source.rows.length > this.size / 8 ? null : source.rows;
  }

  /** The rows whose search text contains `token` (a word of no space), ascending. */
  private rowsWith(token: string): Uint32Array {
    const { words, masks, start, rows: wordRows } = this.words;
    const mask = charMask(token);
    const stamp = this.nextStamp();
    const marks = this.marks;
    let count = 0;
    for (let w = 0; w < words.length; w++) {
      if ((masks[w] & mask) !== mask || !words[w].includes(token)) continue;
      for (let k = start[w]; k < start[w + 1]; k++) {
        if (marks[wordRows[k]] !== stamp) count++;
        marks[wordRows[k]] = stamp;
      }
    }
    const found = new Uint32Array(count);
    for (let i = 0, n = 0; n < count; i++) if (marks[i] === stamp) found[n++] = i;
    return found;
  }

  /** A stamp no row is marked with yet. */
  private nextStamp(): number {
    if (++this.stamp === 0xffffffff) {
      this.marks.fill(0);
      this.stamp = 1;
    }
    return this.stamp;
  }

  /** The rows of `source` (null: every row) that pass every filter, marked with a new stamp too. */
  private matching(source: Uint32Array | null, c: Criteria, tokens: readonly string[]): Uint32Array {
    const stamp = this.nextStamp();
    const marks = this.marks;
    const length = source ? source.length : this.size;
    const found = new Uint32Array(length);
    let total = 0;
    for (let k = 0; k < length; k++) {
      const i = source ? source[k] : k;
      if (!this.matches(i, c, tokens)) continue;
      marks[i] = stamp;
      found[total++] = i;
    }
    return found.subarray(0, total);
  }

  private matches(i: number, c: Criteria, tokens: readonly string[]): boolean {
    const price = this.price[i];
    return (c.make === -1 || this.makeId[i] === c.make) && (c.model === -1 || this.modelId[i] === c.model)
      && (c.year === -1 || this.year[i] === c.year) && (c.condition === -1 || this.condition[i] === c.condition)
      && (c.bodyType === -1 || this.bodyType[i] === c.bodyType) && (c.province === -1 || this.province[i] === c.province)
      && price >= c.min && price <= c.max && (tokens.length === 0 || this.hasWords(i, tokens));
  }

  /** The filters as the loops compare them: -1 is no filter, a code of -2 a value no listing has (nothing matches). */
  private criteria(f: Partial<VehicleFilters>): Criteria {
    return {
      make: f.makeId ?? -1, model: f.modelId ?? -1, year: f.year ?? -1, min: f.priceMin ?? -Infinity, max: f.priceMax ?? Infinity,
      condition: this.conditions.filter(f.condition), bodyType: this.bodyTypes.filter(f.bodyType), province: this.provinces.filter(f.province),
    };
  }

  /** Every search word is in the listing's search text (`like '%word%'` for each). */
  private hasWords(i: number, tokens: readonly string[]): boolean {
    const text = this.search[i];
    for (const token of tokens) if (!text.includes(token)) return false;
    return true;
  }

  /**
   * The filter facets with their counts, each facet ignoring its own filter (makes ignore the make and the model),
   * listed in the statement path's order: one pass over the listings.
   */
  facets(f: Partial<VehicleFilters>, tokens: readonly string[]): VehicleFacets {
    // A condition or body type no listing has empties every facet but its own (which ignores it).
    const c = this.criteria(f);
    const { make, model, year, min, max, condition, bodyType, province } = c;
    const makes = new Int32Array(this.makeGroups.all.length);
    const models = new Int32Array(this.modelGroups.all.length);
    const years = new Map<number, number>();
    const bodyTypes = new Int32Array(this.bodyTypes.values.length);
    const conditions = new Int32Array(this.conditions.values.length);
    let total = 0;
    // The filters every facet applies (the province, the price range, the search words) choose where to start; a
    // province no listing has starts from no rows.
    const source = this.readInRowOrder(this.source(c, tokens, ['province']));
    const length = source ? source.length : this.size;
    for (let k = 0; k < length; k++) {
      const i = source ? source[k] : k;
      if (province !== -1 && this.province[i] !== province) continue;
      const price = this.price[i];
      if (price < min || price > max) continue;
      if (tokens.length > 0 && !this.hasWords(i, tokens)) continue;
      const mk = make === -1 || this.makeId[i] === make;
      const mo = model === -1 || this.modelId[i] === model;
      const yr = year === -1 || this.year[i] === year;
      const co = condition === -1 || this.condition[i] === condition;
      const bo = bodyType === -1 || this.bodyType[i] === bodyType;
      if (yr && co && bo) {
        makes[this.makeGroup[i]]++;
        if (mk) models[this.modelGroup[i]]++;
      }
      if (mk && mo) {
        if (co && bo) years.set(this.year[i], (years.get(this.year[i]) ?? 0) + 1);
        if (yr && co) bodyTypes[this.bodyType[i]]++;
        if (yr && bo) conditions[this.condition[i]]++;
        if (yr && co && bo) total++;
      }
    }
    const counted = (counts: Int32Array, values: readonly string[], order: (a: number, b: number) => number) =>
      [...counts.keys()].filter((code) => counts[code] > 0).sort(order).map((code) => ({ key: values[code], count: counts[code] }));
    const conditionKeys = this.conditions.values as VehicleFacets['conditions'][number]['key'][];
    return {
      total,
      makes: this.makeGroups.listed(makes).map((g) => ({ ...g.value, count: g.count })),
      models: this.modelGroups.listed(models).map((g) => ({ ...g.value, count: g.count })),
      years: [...years].sort((a, b) => b[0] - a[0]).map(([y, count]) => ({ year: y, count })),
      bodyTypes: counted(bodyTypes, this.bodyTypes.values, (a, b) => this.bodyTypeRanks[a] - this.bodyTypeRanks[b]),
      conditions: counted(conditions, conditionKeys, (a, b) => (conditionKeys[a] < conditionKeys[b] ? -1 : 1)) as VehicleFacets['conditions'],
    };
  }
}
