import { randomUUID } from 'node:crypto';
import { PRICES_QUERY, PriceRecordSchema } from '@marketplace/contracts';
import { demoVehicle, DEMO_MAKES } from '../../../apps/server/src/modules/catalog/catalog.public';
import { expectInvalid, expectProblem, SEED, SEED_NOW, startCatalogServer, type CatalogTestServer } from './support';

let t: CatalogTestServer;
const N = 20;
const oracle = Array.from({ length: N }, (_, i) => demoVehicle(SEED, i, SEED_NOW).command);

beforeAll(async () => {
  t = await startCatalogServer({ vehicles: N });
}, 120_000);
afterAll(async () => {
  await t?.stop();
}, 60_000);

/** GraphQL over POST, without the CSRF pair (the endpoint is query-only and exempt). */
const gql = async (body: unknown) => {
  const res = await t.api('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as any };
};

const rav4 = DEMO_MAKES[0].models[1]; // Toyota RAV4
const promoTrim = rav4.trims.find((x) => x.id % 3 === 0)!; // 1023: a trim with promotions
const plainTrim = rav4.trims.find((x) => x.id % 3 !== 0)!;

describe('POST /api/graphql prices', () => {
  it('answers the price record with the defaults geographyCode QC, country Canada, languageId 1 (money in cents)', async () => {
    const r = await gql({ query: PRICES_QUERY, variables: { trimId: promoTrim.id } });
    expect(r.status).toBe(200);
    expect(r.body.errors).toBeUndefined();
    const prices = PriceRecordSchema.parse(r.body.data.prices);
    expect(prices).toMatchObject({
      trimId: promoTrim.id, geographyCode: 'QC', country: 'Canada', languageId: 1, currency: 'CAD', moneyUnit: 'cents',
      msrp: promoTrim.msrp! * 100, airTax: 10_000, tireTax: 1_200, freightAndPdi: 196_000, associationFee: 0, endDate: '2026-06-30',
      cash: { rebateName: 'Cash purchase credit', postTaxRebate: 0 },
    });
    expect(prices.finance!.terms.map((x) => x.months)).toEqual([36, 48, 60, 72, 84]);
    expect(prices.lease!.terms[1]).toMatchObject({ months: 36, residualByKm: [{ kilometers: 16_000 }, { kilometers: 20_000 }, { kilometers: 24_000 }] });
  });

  it('answers per geography and in French with languageId 2', async () => {
    const on = await gql({ query: PRICES_QUERY, variables: { trimId: promoTrim.id, geographyCode: 'ON', languageId: 2 } });
    expect(on.body.data.prices).toMatchObject({ geographyCode: 'ON', languageId: 2, associationFee: 1_000, tireTax: 0, cash: { rebateName: 'Crédit à l’achat comptant' } });
    const inline = await gql({ query: `{ prices(trimId: ${plainTrim.id}, geographyCode: "BC") { msrp tireTax cash { rebateName preTaxRebate } } }` });
    expect(inline.body).toEqual({ data: { prices: { msrp: plainTrim.msrp! * 100, tireTax: 2_000, cash: { rebateName: null, preTaxRebate: 0 } } } });
  });

  it('answers prices: null for a trim, geography or country without a record', async () => {
    for (const variables of [{ trimId: 999_999 }, { trimId: promoTrim.id, geographyCode: 'XX' }, { trimId: promoTrim.id, country: 'France' }]) {
      const r = await gql({ query: PRICES_QUERY, variables });
      expect(r).toEqual({ status: 200, body: { data: { prices: null } } });
    }
  });

  it.each([
    ['a syntax error', '{ prices(trimId: 1) { msrp '],
    ['an unknown field', '{ prices(trimId: 1) { msrp horsepower } }'],
    ['a missing required argument', '{ prices { msrp } }'],
    ['a mutation', 'mutation { prices(trimId: 1) { msrp } }'],
    ['an empty document', '   '],
    ['too many price fields', `{ ${Array.from({ length: 11 }, (_, i) => `a${i}: prices(trimId: 1) { msrp }`).join(' ')} }`],
  ])('answers 400 "Not a valid GraphQL document" for %s', async (_name, query) => {
    const r = await gql({ query });
    expectProblem(r, 400, 'graphql.invalid_document', 'body.query');
    expect(r.body.detail).toBe('Not a valid GraphQL document');
  });

  it('answers 400 for bad variables, and validates the request shape', async () => {
    expectProblem(await gql({ query: PRICES_QUERY, variables: { trimId: 'abc' } }), 400, 'graphql.invalid_variables', 'body.variables');
    expectProblem(await gql({ query: PRICES_QUERY }), 400, 'graphql.invalid_variables');
    expectInvalid(await gql({ variables: {} }), 'body.query');
    expectInvalid(await gql({ query: PRICES_QUERY, extra: 1 }), 'body.extra', 'unknown_field');
  });
});

describe('GET /api/products/get/:id', () => {
  const v = oracle.find((o) => o.condition === 'new')!;
  const allIn = v.price + v.fees.reduce((s, f) => s + f.amount, 0);

  it('answers the product in English by default, Product.Price being the all-in price', async () => {
    const r = await t.json(`/products/get/${v.vehicleId}`);
    expect(r.status).toBe(200);
    expect(r.body.Product).toMatchObject({
      Id: v.vehicleId, Language: 'en', Make: v.make.name, Model: v.model.name, Version: v.trim.name, Year: v.year, Price: allIn,
      VehiclePrice: v.price, ExteriorColor: v.exteriorColour.nameEn, Vin: v.vin, PhotoUrl: v.photos[0], Status: 'available',
    });
    expect(r.body.Product.Fees.find((f: any) => f.code === 'freight_pdi')).toMatchObject({ label: 'Freight and PDI' });
    expect(r.body.Product.Equipment).toContain('Air conditioning');
  });

  it('answers in French with Session.Language=fr (or fr-ca)', async () => {
    for (const lang of ['fr', 'fr-ca', 'FR']) {
      const r = await t.json(`/products/get/${v.vehicleId}?Session.Language=${lang}`);
      expect(r.status).toBe(200);
      expect(r.body.Product).toMatchObject({ Language: 'fr', ExteriorColor: v.exteriorColour.nameFr });
      expect(r.body.Product.Equipment).toContain('Climatisation');
      expect(r.body.Product.Fees.find((f: any) => f.code === 'freight_pdi').label).toBe('Transport et préparation');
    }
  });

  it('answers 404 for an unknown vehicle and 400 for an unknown language', async () => {
    expectProblem(await t.json(`/products/get/${randomUUID()}`), 404, 'catalog.vehicle_not_found', 'params.id');
    expectInvalid(await t.json(`/products/get/${v.vehicleId}?Session.Language=de`), 'query.Session.Language', 'catalog.unknown_language');
  });
});

describe('GET /api/get-trims-promotions', () => {
  it('lists the active trims with a rebate or a dated promotion in the geography (default QC)', async () => {
    const r = await t.json('/get-trims-promotions');
    expect(r.status).toBe(200);
    const promoted = DEMO_MAKES.flatMap((m) => m.models.filter((x) => x.dataSource === 'chrome').flatMap((x) => x.trims))
      .filter((x) => x.msrp !== null && x.id % 3 === 0).map((x) => x.id);
    expect(r.body.items.map((i: any) => i.trimId).sort()).toEqual(promoted.sort());
    const item = r.body.items.find((i: any) => i.trimId === promoTrim.id);
    expect(item).toMatchObject({
      make: 'Toyota', model: 'RAV4', geographyCode: 'QC', endDate: '2026-06-30', msrp: promoTrim.msrp! * 100,
      cash: { rebateName: 'Cash purchase credit' }, finance: { bestRate: expect.any(Number) }, lease: { postTaxRebate: 75_000 },
    });
  });

  it('filters by make and answers in French', async () => {
    const r = await t.json('/get-trims-promotions?makeId=1&languageId=2&geographyCode=on');
    expect(r.body.items.every((i: any) => i.make === 'Toyota' && i.geographyCode === 'ON')).toBe(true);
    expect(r.body.items[0].cash.rebateName).toBe('Crédit à l’achat comptant');
    expectInvalid(await t.json('/get-trims-promotions?languageId=9'), 'query.languageId', 'catalog.unknown_language');
    expectInvalid(await t.json('/get-trims-promotions?geographyCode=ZZ'), 'query.geographyCode', 'pricing.unknown_province');
  });
});
