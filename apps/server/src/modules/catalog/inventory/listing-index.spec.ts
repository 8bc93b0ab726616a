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
});
