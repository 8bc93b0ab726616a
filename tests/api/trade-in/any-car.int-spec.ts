import { withVinCheckDigit } from '@marketplace/domain';
import { TradeInPublicApi } from '../../../apps/server/src/modules/trade-in/trade-in.public';
import type { TestServer } from '../../support/server';
import { Client } from '../../support/http-client';
import { outbox } from '../../support/mailbox';
import { userOfType } from '../identity/support';
import { BASIC, CIVIC, CONDITION, HONDA, MAIN_PHOTOS, attachSixPhotos, customer, startTradeInServer } from './support';

/**
 * Issue 42 item 3: a trade-in for any car a buyer owns (ADR 0058). Model years back to 2005 for every make the
 * catalogue knows, valued on the segment's curve with the mileage floor; 500,000 km is the limit; advisers for the
 * rest (too old, a model the catalogue does not list, on request); six photos before an offer is confirmed; the
 * confirmed offer is emailed as a PDF with the next step.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTradeInServer();
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

const thisYear = new Date().getUTCFullYear();
/** A 2008 Honda built in Canada (position 7 a digit: the 1980 cycle, year code 8). */
const CIVIC_2008_VIN = withVinCheckDigit('2HGFA16508H000001');
/** A 2003 Honda Accord (the catalogue lists no Accord). */
const ACCORD_2003_VIN = withVinCheckDigit('1HGCM82633A004352');

const create = (client: Client, vehicle: Record<string, unknown>) => client.post('/tradein/create-trade-in', { body: { vehicle } });

describe('vehicle data for any model year', () => {
  it('lists every model year down to 1981, says the guide values the last 21, and lists the catalogue\'s makes and models for a 2008', async () => {
    const anonymous = new Client(server);
    const years = (await anonymous.get('/tradein/years')).body;
    expect(years.valuedFrom).toBe(thisYear - 21);
    expect(years.valuedFrom).toBeLessThanOrEqual(2005);
    expect(years.items).toEqual(expect.arrayContaining([2026, 2019, 2008, 2005, 2003, 1981]));
    expect(years.items).toEqual([...years.items].sort((a: number, b: number) => b - a));
    const makes = (await anonymous.get('/tradein/makes', { query: { year: 2008 } })).body.items;
    expect(makes).toEqual((await anonymous.get('/tradein/makes')).body.items);
    expect(makes).toContainEqual({ id: HONDA, name: 'Honda' });
    const models = (await anonymous.get('/tradein/models', { query: { makeId: HONDA, year: 2008 } })).body.items.map((m: { name: string }) => m.name);
    expect(models.sort()).toEqual(['CR-V', 'Civic', 'HR-V']);
    // Transmission, drivetrain and engine of a year the catalogue does not hold: what the model came with.
    expect((await anonymous.get('/tradein/engines', { query: { modelId: CIVIC, year: 2008 } })).body.ResponseStatus).toBe(1);
  });

  it('decodes a 2003 Accord VIN: year 2003, Honda, every Honda model to choose from (no trims)', async () => {
    const res = await new Client(server).get('/tradein/vin-decode', { query: { vin: ACCORD_2003_VIN } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ year: 2003, make: { id: HONDA, name: 'Honda' } });
    expect(res.body.models.map((m: { name: string }) => m.name).sort()).toEqual(['CR-V', 'Civic', 'HR-V']);
    expect(res.body.models.every((m: { trims: unknown[] }) => m.trims.length === 0)).toBe(true);
  });
});

describe('appraising a 2008 Civic with 240,000 km', () => {
  it('values it from the Civic\'s price brought back to 2008, on the car curve; confirms only with the six photos, then emails the PDF', async () => {
    const owner = await customer(server);
    const created = await create(owner.client, { vin: CIVIC_2008_VIN, year: 2008, makeId: HONDA, modelId: CIVIC, trimId: null });
    expect(created.status).toBe(201);
    const { tradeInId } = created.body;
    expect((await owner.client.post('/tradein/save-basic-information', { body: { tradeInId, basic: { ...BASIC, mileage: 240_000 } } })).status).toBe(200);
    expect((await owner.client.post('/tradein/save-condition', { body: { tradeInId, condition: { ...CONDITION, accidented: false, accidentedDetails: null } } })).status).toBe(200);
    const appraised = await owner.client.post('/tradein/appraise-trade-in', { body: { tradeInId } });
    expect(appraised.body.status).toBe('appraised');
    const { offer } = (await owner.client.get('/tradein/get-trade-in-details', { query: { tradeInId } })).body;
    // A sensible value: a few thousand dollars, never more than the car was worth new.
    expect(offer.value).toBeGreaterThanOrEqual(100_000);
    expect(offer.value).toBeLessThanOrEqual(600_000);
    expect(offer.priceLow).toBeLessThan(offer.priceHigh);
    expect(offer.reasons.find((r: { code: string }) => r.code === 'age').params).toMatchObject({ segment: 'car' });
    expect(offer.reasons.map((r: { code: string }) => r.code)).toContain('kilometres.under');

    // Purchase sees which photos are missing (it must not credit the offer before they are all there).
    const api = server.app.get(TradeInPublicApi, { strict: false });
    const forPurchase = await api.appraisalForPurchase(tradeInId, owner.userId, new Date(), 'any-transaction');
    expect(forPurchase).toMatchObject({ tradeInId, value: offer.value, missingPhotos: [...MAIN_PHOTOS] });

    await attachSixPhotos(owner.client, tradeInId, MAIN_PHOTOS.slice(0, 5));
    const refused = await owner.client.post('/tradein/confirm-stand-alone-trade-in', { body: { tradeInId } });
    expect([refused.status, refused.body.code, refused.body.errors?.[0]?.path]).toEqual([422, 'trade_in.photos_missing', 'photos']);
    expect((await api.usableTradeInValue(tradeInId, owner.userId, new Date()))!.missingPhotos).toEqual(['interior']);
    await attachSixPhotos(owner.client, tradeInId, ['interior']);
    const confirmed = await owner.client.post('/tradein/confirm-stand-alone-trade-in', { body: { tradeInId } });
    expect([confirmed.status, confirmed.body.status]).toEqual([200, 'confirmed']);
    expect(await api.appraisalForPurchase(tradeInId, owner.userId, new Date(), 'any-transaction')).toMatchObject({ missingPhotos: [] });

    const [mail, ...more] = await outbox(server, owner.email, { kind: 'trade-in.offer-confirmed', timeoutMs: 30_000 });
    expect(more).toEqual([]);
    expect(mail.subject).toMatch(/^Your trade-in offer is confirmed – /);
    expect(mail.text).toContain('2008 Honda Civic');
    expect(mail.text).toContain('Next step: choose your next vehicle');
    expect(mail.text).toMatch(/Shop vehicles: \S+\/en-ca\/cars/);
    expect(mail.attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf', filename: expect.stringMatching(/^trade-in-offer-.*\.pdf$/) })]);
    expect(mail.attachments[0].bytes).toBeGreaterThan(1000);
  });

  it('refuses 900,000 km with its code and field; 500,000 km is the limit', async () => {
    const owner = await customer(server);
    const { tradeInId } = (await create(owner.client, { vin: null, year: 2008, makeId: HONDA, modelId: CIVIC, trimId: null })).body;
    const refused = await owner.client.post('/tradein/save-basic-information', { body: { tradeInId, basic: { ...BASIC, mileage: 900_000 } } });
    expect([refused.status, refused.body.code, refused.body.errors?.[0]?.path]).toEqual([400, 'trade_in.mileage_over_limit', 'body.basic.mileage']);
    expect((await owner.client.post('/tradein/save-basic-information', { body: { tradeInId, basic: { ...BASIC, mileage: 500_000 } } })).status).toBe(200);
  });
});

describe('the adviser path for what the guide cannot value', () => {
  /** A 2019 Tesla Model 3: a make the decoder knows and the catalogue does not carry. */
  const TESLA_2019_VIN = withVinCheckDigit('5YJ3E1EA0KF317000');

  it('a make the catalogue does not list is typed with its model; it goes to advisers once appraised (issue #42)', async () => {
    const owner = await customer(server);
    const lada = { vin: null, year: 2015, makeId: null, makeName: '  Lada ', modelId: null, modelName: 'Niva', trimId: null };
    const refusals = await Promise.all([
      create(owner.client, { ...lada, makeName: null }),
      create(owner.client, { ...lada, makeName: ' ' }),
      create(owner.client, { ...lada, makeName: 'L'.repeat(61) }),
      create(owner.client, { ...lada, modelName: null }),
      create(owner.client, { ...lada, modelId: CIVIC }),
      create(owner.client, { ...lada, trimId: 1 }),
    ]);
    expect(refusals.map((r) => [r.status, r.body.code, r.body.errors?.[0]?.path])).toEqual([
      [400, 'trade_in.unknown_vehicle', 'body.vehicle.makeName'],
      [400, 'validation.invalid_input', 'body.vehicle.makeName'],
      [400, 'validation.invalid_input', 'body.vehicle.makeName'],
      [400, 'trade_in.unknown_vehicle', 'body.vehicle.modelName'],
      [400, 'trade_in.unknown_vehicle', 'body.vehicle.modelId'],
      [400, 'trade_in.unknown_vehicle', 'body.vehicle.trimId'],
    ]);

    const created = await create(owner.client, lada);
    expect(created.status).toBe(201);
    const { tradeInId } = created.body;
    expect((await owner.client.get('/tradein/get-trade-in-details', { query: { tradeInId } })).body.vehicle)
      .toMatchObject({ year: 2015, makeId: null, make: 'Lada', modelId: null, model: 'Niva', trimId: null });
    await owner.client.post('/tradein/save-basic-information', { body: { tradeInId, basic: BASIC } });
    await owner.client.post('/tradein/save-condition', { body: { tradeInId, condition: CONDITION } });
    expect((await owner.client.post('/tradein/appraise-trade-in', { body: { tradeInId } })).body.status).toBe('with_advisers');
    expect((await owner.client.get('/tradein/get-trade-in-details', { query: { tradeInId } })).body).toMatchObject({ adviserReason: 'no_price_record', offer: null });
    const adviser = await userOfType(server, 18);
    expect((await adviser.client.get('/tradein/adviser-queue')).body.items).toContainEqual(expect.objectContaining({ tradeInId, reason: 'no_price_record' }));
  });

  it('a typed make that the catalogue lists is that make; a VIN must agree with the typed make', async () => {
    const owner = await customer(server);
    const honda = await create(owner.client, { vin: null, year: 2003, makeId: null, makeName: 'honda', modelId: null, modelName: 'Accord', trimId: null });
    expect(honda.status).toBe(201);
    expect((await owner.client.get('/tradein/get-trade-in-details', { query: { tradeInId: honda.body.tradeInId } })).body.vehicle)
      .toMatchObject({ makeId: HONDA, make: 'Honda', modelId: null, model: 'Accord' });

    const decoded = (await owner.client.get('/tradein/vin-decode', { query: { vin: TESLA_2019_VIN } })).body;
    expect(decoded).toMatchObject({ year: 2019, make: null, decodedMake: 'Tesla', models: [] });
    const tesla = { vin: TESLA_2019_VIN, year: 2019, makeId: null, makeName: 'Lada', modelId: null, modelName: 'Model 3', trimId: null };
    const mismatch = await create(owner.client, tesla);
    expect([mismatch.status, mismatch.body.code, mismatch.body.errors?.[0]?.path]).toEqual([400, 'trade_in.vin_mismatch', 'body.vehicle.makeName']);
    const created = await create(owner.client, { ...tesla, makeName: 'Tesla' });
    expect(created.status).toBe(201);
    expect((await owner.client.get('/tradein/get-trade-in-details', { query: { tradeInId: created.body.tradeInId } })).body.vehicle)
      .toMatchObject({ vin: TESLA_2019_VIN, makeId: null, make: 'Tesla', model: 'Model 3' });
  });

  it('a 2003 car goes to advisers as too old', async () => {
    const owner = await customer(server);
    const { tradeInId } = (await create(owner.client, { vin: null, year: 2003, makeId: HONDA, modelId: CIVIC, trimId: null })).body;
    await owner.client.post('/tradein/save-basic-information', { body: { tradeInId, basic: BASIC } });
    await owner.client.post('/tradein/save-condition', { body: { tradeInId, condition: CONDITION } });
    expect((await owner.client.post('/tradein/appraise-trade-in', { body: { tradeInId } })).body.status).toBe('with_advisers');
    expect((await owner.client.get('/tradein/get-trade-in-details', { query: { tradeInId } })).body).toMatchObject({ adviserReason: 'too_old', offer: null });
  });

  it('a model the catalogue does not list (the 2003 Accord) is named by the customer; asking an adviser queues it with the note', async () => {
    const owner = await customer(server);
    const missingName = await create(owner.client, { vin: ACCORD_2003_VIN, year: 2003, makeId: HONDA, modelId: null, trimId: null });
    expect([missingName.status, missingName.body.code, missingName.body.errors?.[0]?.path]).toEqual([400, 'trade_in.unknown_vehicle', 'body.vehicle.modelName']);
    const created = await create(owner.client, { vin: ACCORD_2003_VIN, year: 2003, makeId: HONDA, modelId: null, modelName: 'Accord', trimId: null });
    expect(created.status).toBe(201);
    const { tradeInId } = created.body;
    const details = (await owner.client.get('/tradein/get-trade-in-details', { query: { tradeInId } })).body;
    expect(details.vehicle).toMatchObject({ year: 2003, make: 'Honda', makeId: HONDA, model: 'Accord', modelId: null, vin: ACCORD_2003_VIN });
    const asked = await owner.client.post('/tradein/ask-adviser', { body: { tradeInId, note: 'Mileage: 612,000 km' } });
    expect([asked.status, asked.body.status]).toEqual([200, 'with_advisers']);
    const adviser = await userOfType(server, 18);
    const queue = (await adviser.client.get('/tradein/adviser-queue')).body.items;
    expect(queue).toContainEqual(expect.objectContaining({ tradeInId, reason: 'customer_request', note: 'Mileage: 612,000 km' }));
  });
});

it('an estimate for a garage car of 2010 is given from the same curve (public API)', async () => {
  const api = server.app.get(TradeInPublicApi, { strict: false });
  const estimate = await api.estimateValue({ makeId: HONDA, modelId: CIVIC, trimId: null, year: 2010 }, 180_000, 'QC', new Date());
  expect(estimate).not.toBeNull();
  expect(estimate!.priceLow).toBeLessThan(estimate!.priceHigh);
});
