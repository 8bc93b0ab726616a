import { ListingIndex, type IndexedListing } from './listing-index';

const listing = (id: string, over: Partial<IndexedListing> = {}): IndexedListing => ({
  id, makeId: 1, modelId: 10, year: 2022, condition: 'used', bodyType: 'suv', price: 2_000_000, province: 'QC', search: '2022 toyota rav4 le suv',
  updatedMicros: 1_700_000_000_000_000, kilometres: 10_000, item: JSON.stringify({ id }),
  make: 'Toyota', model: 'RAV4', makeRank: 2, modelRank: 2, bodyTypeRank: 2, ...over,
});
const ids = (r: { items: unknown[] }) => r.items.map((i) => (i as { id: string }).id);

describe('ListingIndex', () => {
  const a = '0a000000-0000-4000-8000-000000000000';
  const b = '0b000000-0000-4000-8000-000000000000';
  const c = '0c000000-0000-4000-8000-000000000000';
  let index: ListingIndex;
  beforeAll(async () => {
    index = await ListingIndex.build('7', [
      listing(b, { price: 3_000_000, updatedMicros: 1_700_000_000_000_001, bodyType: 'sedan', search: '2022 honda civic ex sedan', makeId: 2,
        make: 'Honda', model: 'Civic', modelId: 20, makeRank: 1, modelRank: 1, bodyTypeRank: 1 }),
      listing(c, { price: 2_000_000, province: 'ON' }),
      listing(a, { price: 2_000_000, condition: 'new', kilometres: 5 }),
    ]);
  });

  it('orders by the column, then by id, and walks the same order backwards for desc (PostgreSQL order by col dir, id dir)', () => {
    expect(ids(index.page({}, [], 'price', 'asc', 0, 10))).toEqual([a, c, b]);
    expect(ids(index.page({}, [], 'price', 'desc', 0, 10))).toEqual([b, c, a]);
    // dateUpdated ties on a and c (same microsecond): id breaks them.
    expect(ids(index.page({}, [], 'dateUpdated', 'desc', 0, 10))).toEqual([b, c, a]);
  });

  it('counts every match and returns only the asked page', () => {
    expect(index.page({}, [], 'price', 'asc', 1, 1)).toEqual({ total: 3, items: [{ id: c }] });
    expect(index.page({}, [], 'price', 'asc', 5, 20)).toEqual({ total: 3, items: [] });
  });

  it('applies every filter, price bounds inclusive, every search word', () => {
    expect(ids(index.page({ priceMin: 2_000_000, priceMax: 2_000_000 }, [], 'price', 'asc', 0, 10))).toEqual([a, c]);
    expect(ids(index.page({ province: 'ON' }, [], 'price', 'asc', 0, 10))).toEqual([c]);
    expect(ids(index.page({ condition: 'new', makeId: 1 }, [], 'price', 'asc', 0, 10))).toEqual([a]);
    expect(ids(index.page({ bodyType: 'sedan', year: 2022, modelId: 20 }, [], 'price', 'asc', 0, 10))).toEqual([b]);
    expect(ids(index.page({}, ['honda', 'civic'], 'price', 'asc', 0, 10))).toEqual([b]);
    expect(ids(index.page({}, ['honda', 'rav4'], 'price', 'asc', 0, 10))).toEqual([]);
  });

  it('matches nothing for a value no listing has, and answers an empty catalogue', async () => {
    expect(index.page({ province: 'NU' }, [], 'price', 'asc', 0, 10)).toEqual({ total: 0, items: [] });
    expect(index.page({ bodyType: 'limousine' }, [], 'year', 'desc', 0, 10)).toEqual({ total: 0, items: [] });
    expect((await ListingIndex.build('1', [])).page({}, [], 'kilometres', 'asc', 0, 10)).toEqual({ total: 0, items: [] });
  });

  it('counts each facet without its own filter (makes without the make and the model), names in PostgreSQL order', () => {
    expect(index.facets({}, [])).toEqual({
      total: 3,
      makes: [{ id: 2, name: 'Honda', count: 1 }, { id: 1, name: 'Toyota', count: 2 }],
      models: [{ id: 20, name: 'Civic', makeId: 2, count: 1 }, { id: 10, name: 'RAV4', makeId: 1, count: 2 }],
      years: [{ year: 2022, count: 3 }],
      bodyTypes: [{ key: 'sedan', count: 1 }, { key: 'suv', count: 2 }],
      conditions: [{ key: 'new', count: 1 }, { key: 'used', count: 2 }],
    });
    const toyotaNew = index.facets({ makeId: 1, modelId: 10, condition: 'new' }, []);
    expect(toyotaNew.total).toBe(1);
    expect(toyotaNew.makes).toEqual([{ id: 1, name: 'Toyota', count: 1 }]); // the Honda is used: the condition still applies
    expect(toyotaNew.models).toEqual([{ id: 10, name: 'RAV4', makeId: 1, count: 1 }]);
    expect(toyotaNew.conditions).toEqual([{ key: 'new', count: 1 }, { key: 'used', count: 1 }]); // ignores its own filter
    const noBody = index.facets({ bodyType: 'limousine' }, []);
    expect(noBody.total).toBe(0);
    expect(noBody.bodyTypes).toEqual([{ key: 'sedan', count: 1 }, { key: 'suv', count: 2 }]);
    expect(noBody.makes).toEqual([]);
    expect(index.facets({ province: 'NU' }, [])).toMatchObject({ total: 0, makes: [], bodyTypes: [], years: [] });
  });

  it('answers, and counts facets, as plain filters, sorts and slices do, whichever filter a search starts from (random catalogue and searches)', async () => {
    let seed = 7;
    const rnd = (n: number) => Math.floor(((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * n); // high bits: the low ones cycle
    const hex = (n: number) => n.toString(16).padStart(8, '0');
    const words = ['toyota rav4', 'honda civic', 'mazda cx-5', 'ford f-150'];
    const rows = Array.from({ length: 3_000 }, () => [1 + rnd(4), rnd(3)]).map(([makeId, model], n) => listing(`${hex(rnd(2 ** 31))}-${hex(n).slice(0, 4)}-4000-8000-000000000000`, {
      makeId, modelId: makeId * 100 + model, year: 2018 + rnd(8), condition: rnd(3) === 0 ? 'new' : 'used',
      bodyType: ['suv', 'sedan', 'truck'][rnd(3)], province: ['QC', 'ON', 'BC', 'AB'][rnd(4)], price: 1_000_000 + 1_000 * rnd(3_000),
      updatedMicros: 1_700_000_000_000_000 + rnd(500), kilometres: rnd(200_000), search: `${2018 + rnd(8)} ${words[rnd(4)]}`,
    }));
    const big = await ListingIndex.build('9', rows);
    const column = { price: 'price', year: 'year', kilometres: 'kilometres', dateUpdated: 'updatedMicros' } as const;
    let nonEmpty = 0;
    for (let q = 0; q < 600; q++) {
      const f: Record<string, unknown> = {};
      if (rnd(3) === 0) f.makeId = 1 + rnd(5);
      if (rnd(7) === 0) f.modelId = (1 + rnd(4)) * 100 + rnd(3);
      if (rnd(7) === 0) f.year = 2018 + rnd(8);
      if (rnd(7) === 0) f.condition = ['new', 'used'][rnd(2)];
      if (rnd(7) === 0) f.bodyType = ['suv', 'sedan', 'truck'][rnd(3)];
      if (rnd(7) === 0) f.province = ['QC', 'ON', 'BC', 'AB', 'NU'][rnd(5)];
      if (rnd(3) === 0) f.priceMin = 1_000_000 + 1_000 * rnd(3_000);
      if (rnd(3) === 0) f.priceMax = ((f.priceMin as number) ?? 1_000_000) + 1_000 * rnd(3_000);
      const tokens = rnd(5) === 0 ? [['toyota', 'civic', '2020', 'cx'][rnd(4)]] : [];
      const sort = (['price', 'year', 'kilometres', 'dateUpdated'] as const)[rnd(4)];
      const order = rnd(2) === 0 ? 'asc' : 'desc';
      const [offset, limit] = [[0, 24], [24, 24], [rnd(400), 1 + rnd(100)], [rnd(600), 20]][rnd(4)];
      const matching = rows.filter((r) => (f.makeId === undefined || r.makeId === f.makeId) && (f.modelId === undefined || r.modelId === f.modelId)
        && (f.year === undefined || r.year === f.year) && (f.condition === undefined || r.condition === f.condition)
        && (f.bodyType === undefined || r.bodyType === f.bodyType) && (f.province === undefined || r.province === f.province)
        && r.price >= ((f.priceMin as number) ?? -Infinity) && r.price <= ((f.priceMax as number) ?? Infinity)
        && tokens.every((t) => r.search.includes(t)));
      const sign = order === 'asc' ? 1 : -1;
      const sorted = [...matching].sort((a, b) => sign * (a[column[sort]] - b[column[sort]] || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)));
      const expected = { total: matching.length, ids: sorted.slice(offset, offset + limit).map((r) => r.id) };
      if (expected.ids.length > 0) nonEmpty++;
      // Each facet counts the rows that pass every filter but its own (makes: but the make and the model).
      const passes = (r: IndexedListing, ignore: readonly string[]) => (ignore.includes('makeId') || f.makeId === undefined || r.makeId === f.makeId)
        && (ignore.includes('modelId') || f.modelId === undefined || r.modelId === f.modelId) && (ignore.includes('year') || f.year === undefined || r.year === f.year)
        && (ignore.includes('condition') || f.condition === undefined || r.condition === f.condition)
        && (ignore.includes('bodyType') || f.bodyType === undefined || r.bodyType === f.bodyType) && (f.province === undefined || r.province === f.province)
        && r.price >= ((f.priceMin as number) ?? -Infinity) && r.price <= ((f.priceMax as number) ?? Infinity) && tokens.every((t) => r.search.includes(t));
      const counts = (ignore: string[], key: (r: IndexedListing) => string | number) => {
        const m = new Map<string | number, number>();
        for (const r of rows) if (passes(r, ignore)) m.set(key(r), (m.get(key(r)) ?? 0) + 1);
        return [...m].sort((a, b) => String(a[0]).localeCompare(String(b[0])));
      };
      const listed = (entries: { count: number }[], key: (e: any) => string | number) => entries.map((e) => [key(e), e.count] as const)
        .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
      if (q % 3 === 0) {
        const facets = big.facets(f, tokens);
        expect({ f, tokens, facets: {
          total: facets.total, makes: listed(facets.makes, (e) => e.id), models: listed(facets.models, (e) => e.id), years: listed(facets.years, (e) => e.year),
          bodyTypes: listed(facets.bodyTypes, (e) => e.key), conditions: listed(facets.conditions, (e) => e.key),
        } }).toEqual({ f, tokens, facets: {
          total: matching.length, makes: counts(['makeId', 'modelId'], (r) => r.makeId), models: counts(['modelId'], (r) => r.modelId),
          years: counts(['year'], (r) => r.year), bodyTypes: counts(['bodyType'], (r) => r.bodyType), conditions: counts(['condition'], (r) => r.condition),
        } });
      }
      const answer = big.page(f, tokens, sort, order, offset, limit);
      expect({ f, tokens, sort, order, offset, limit, total: answer.total, ids: ids(answer) }).toEqual({ f, tokens, sort, order, offset, limit, ...expected });
    }
    expect(nonEmpty).toBeGreaterThan(400); // most searches are not vacuous
  });
});

