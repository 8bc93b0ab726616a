import { tradeInStreamId } from '@marketplace/domain';
import sharp from 'sharp';
import { TradeInPublicApi } from '../../../apps/server/src/modules/trade-in/trade-in.public';
import type { TestServer } from '../../support/server';
import { Client } from '../../support/http-client';
import { advanceClock, serverNow } from '../../support/test-clock';
import { BASIC, CIVIC, CIVIC_LX_2025, CIVIC_VIN, CONDITION, GPS_JPEG, HONDA, appraisedCivic, createCivic, customer, startTradeInServer } from './support';

/** Issue 12 item 2: the appraisal through the API, owner only, read-your-writes, optimistic concurrency. */
let server: TestServer;

beforeAll(async () => {
  server = await startTradeInServer();
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

const details = (client: Client, tradeInId: string) => client.get('/tradein/get-trade-in-details', { query: { tradeInId } });

describe('creating a trade-in', () => {
  it('starts by VIN and details; the very next read of its owner shows it at step 2 (read-your-writes)', async () => {
    const { client } = await customer(server);
    const created = await client.post('/tradein/create-trade-in', {
      body: { vehicle: { vin: CIVIC_VIN, year: 2025, makeId: HONDA, modelId: CIVIC, trimId: CIVIC_LX_2025 } },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('x-write-position')).toMatch(/^\d+\/\d+$/);
    const read = await details(client, created.body.tradeInId);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      tradeInId: created.body.tradeInId, status: 'draft', step: 2, version: 1, flow: 'wizard',
      vehicle: { vin: CIVIC_VIN, year: 2025, makeId: HONDA, make: 'Honda', modelId: CIVIC, model: 'Civic', trimId: CIVIC_LX_2025, trim: 'LX' },
    });
    expect((await client.get('/tradein/get-current-trade-in')).body.tradeIn.tradeInId).toBe(created.body.tradeInId);
  });

  it('starts by year, make and model without a VIN or trim', async () => {
    const { client } = await customer(server);
    const tradeInId = await createCivic(client, { vin: null, trimId: null });
    expect((await details(client, tradeInId)).body.vehicle).toMatchObject({ vin: null, trimId: null, trim: null, model: 'Civic' });
  });

  it.each([
    ['a VIN with a wrong check digit', { vin: CIVIC_VIN.slice(0, 16) + (CIVIC_VIN[16] === '1' ? '2' : '1') }, 'trade_in.invalid_vin', 'body.vehicle.vin'],
    ['a VIN of another model year', { year: 2026, trimId: null }, 'trade_in.vin_mismatch', 'body.vehicle.year'],
    ['a model of another make', { makeId: 3 }, 'trade_in.unknown_vehicle', 'body.vehicle.modelId'],
    ['a trim of another year', { trimId: 2013 }, 'trade_in.unknown_vehicle', 'body.vehicle.trimId'],
  ])('refuses %s with 400 and writes nothing', async (_, over, code, path) => {
    const { client } = await customer(server);
    const res = await client.post('/tradein/create-trade-in', { body: { vehicle: { vin: CIVIC_VIN, year: 2025, makeId: HONDA, modelId: CIVIC, trimId: CIVIC_LX_2025, ...over } } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code, errors: [expect.objectContaining({ path })] });
    expect((await client.get('/tradein/get-current-trade-in')).body.tradeIn).toBeNull();
  });

  it('is for signed-in users only', async () => {
    const res = await new Client(server).post('/tradein/create-trade-in', { body: { vehicle: { vin: null, year: 2025, makeId: HONDA, modelId: CIVIC } } });
    expect(res.status).toBe(401);
  });
});

describe('the steps', () => {
  it('saves basic information, features and condition as events; each step shows by its id', async () => {
    const { client } = await customer(server);
    const tradeInId = await createCivic(client);
    expect((await client.post('/tradein/save-basic-information', { body: { tradeInId, expectedVersion: 1, basic: BASIC } })).body)
      .toEqual({ tradeInId, version: 2, status: 'draft' });
    expect((await client.post('/tradein/save-features', { body: { tradeInId, equipmentCodes: ['sunroof', 'leather', 'sunroof'] } })).status).toBe(200);
    expect((await client.post('/tradein/save-condition', { body: { tradeInId, condition: CONDITION } })).status).toBe(200);
    const read = (await details(client, tradeInId)).body;
    expect(read).toMatchObject({ version: 4, step: 5, basic: BASIC, equipmentCodes: ['leather', 'sunroof'], condition: CONDITION });
    const step2 = await client.get('/tradein/get-trade-in-details-by-step-id', { query: { tradeInId, stepId: 2 } });
    expect(step2.body).toEqual({ tradeInId, version: 4, stepId: 2, status: 'draft', basic: BASIC });
    const step4 = await client.get('/tradein/get-trade-in-details-by-step-id', { query: { tradeInId, stepId: 4 } });
    expect(step4.body.condition).toEqual(CONDITION);
  });

  it('refuses mileage over 1,000,000 km and a grade outside the spec list with the field', async () => {
    const { client } = await customer(server);
    const tradeInId = await createCivic(client);
    const mileage = await client.post('/tradein/save-basic-information', { body: { tradeInId, basic: { ...BASIC, mileage: 1_000_001 } } });
    expect(mileage.status).toBe(400);
    expect(mileage.body.errors).toEqual([expect.objectContaining({ path: 'body.basic.mileage' })]);
    const grade = await client.post('/tradein/save-condition', { body: { tradeInId, condition: { ...CONDITION, generalCondition: 6 } } });
    expect(grade.status).toBe(400);
    expect(grade.body.errors[0].path).toBe('body.condition.generalCondition');
    expect((await details(client, tradeInId)).body.version).toBe(1);
  });

  it("answers 404 for another user's trade-in, on reads and on every command", async () => {
    const owner = await customer(server);
    const other = await customer(server);
    const tradeInId = await createCivic(owner.client);
    expect((await details(other.client, tradeInId)).status).toBe(404);
    for (const [path, body] of [
      ['/tradein/save-basic-information', { tradeInId, basic: BASIC }], ['/tradein/save-features', { tradeInId, equipmentCodes: [] }],
      ['/tradein/appraise-trade-in', { tradeInId }], ['/tradein/discard-trade-in', { tradeInId }], ['/tradein/confirm-stand-alone-trade-in', { tradeInId }],
    ] as const) {
      const res = await other.client.post(path, { body });
      expect([path, res.status, res.body.code]).toEqual([path, 404, 'trade_in.not_found']);
    }
    expect((await details(owner.client, tradeInId)).body.version).toBe(1);
  });

  it('refuses a stale edit with 409: two edits made from the same version never both land', async () => {
    const { client } = await customer(server);
    const tradeInId = await createCivic(client);
    const first = await client.post('/tradein/save-basic-information', { body: { tradeInId, expectedVersion: 1, basic: BASIC } });
    const second = await client.post('/tradein/save-basic-information', { body: { tradeInId, expectedVersion: 1, basic: { ...BASIC, mileage: 5 } } });
    expect([first.status, second.status]).toEqual([200, 409]);
    expect(second.body.code).toBe('eventstore.wrong_expected_version');
    expect((await details(client, tradeInId)).body.basic.mileage).toBe(BASIC.mileage);
  });

  it('discards an unfinished trade-in (start over): it is no longer the current one', async () => {
    const { client } = await customer(server);
    const tradeInId = await createCivic(client);
    expect((await client.post('/tradein/discard-trade-in', { body: { tradeInId } })).body.status).toBe('discarded');
    expect((await client.get('/tradein/get-current-trade-in')).body.tradeIn).toBeNull();
    const again = await client.post('/tradein/save-features', { body: { tradeInId, equipmentCodes: [] } });
    expect([again.status, again.body.code]).toEqual([409, 'trade_in.closed']);
  });
});

describe('photos', () => {
  it('re-encodes an image without its EXIF/GPS into private storage, served to the owner only', async () => {
    const owner = await customer(server);
    const other = await customer(server);
    const tradeInId = await createCivic(owner.client);
    expect((await sharp(GPS_JPEG).metadata()).exif).toBeDefined();
    const saved = await owner.client.post('/tradein/save-stand-alone-tradein-image', { body: { tradeInId, slot: 'front', data: GPS_JPEG.toString('base64') } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ tradeInId, slot: 'front', contentType: 'image/jpeg', version: 2 });
    expect((await details(owner.client, tradeInId)).body.photos).toEqual(['front']);
    const image = await fetch(`${server.url}/api/tradein/trade-in-image/${tradeInId}/front`, { headers: { cookie: `User.Token=${owner.client.token}` } });
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toBe('private, no-store');
    const stored = Buffer.from(await image.arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.exif]).toEqual(['jpeg', undefined]);
    const foreign = await fetch(`${server.url}/api/tradein/trade-in-image/${tradeInId}/front`, { headers: { cookie: `User.Token=${other.client.token}` } });
    expect(foreign.status).toBe(404);
  });

  it('takes the six photos uploaded at once (one picker per slot): all answer 200, six are recorded, no file is left over', async () => {
    const owner = await customer(server);
    const tradeInId = await createCivic(owner.client);
    const slots = ['front', 'back', 'left', 'right', 'dashboard', 'interior'];
    const files = () => server.infra.db.selectFrom('files.private_files').select('file_id').where('subject_id', '=', owner.userId).execute();
    const saved = await Promise.all(slots.map((slot) =>
      owner.client.post('/tradein/save-stand-alone-tradein-image', { body: { tradeInId, slot, data: GPS_JPEG.toString('base64') } })));
    expect(saved.map((r) => [r.status, r.body.code])).toEqual(slots.map(() => [200, undefined]));
    const attached = (await server.infra.store.readStream(tradeInStreamId(tradeInId))).filter((e) => e.type === 'PhotoAttached');
    expect(attached.map((e) => (e.data as { slot: string }).slot).sort()).toEqual([...slots].sort());
    expect((await details(owner.client, tradeInId)).body.photos).toEqual([...slots].sort());
    expect((await files()).map((f) => f.file_id).sort()).toEqual(attached.map((e) => (e.data as { fileId: string }).fileId).sort());

    // A photo the stream then refuses (a stale expectedVersion) leaves no stored file behind.
    const stale = await owner.client.post('/tradein/save-stand-alone-tradein-image', { body: { tradeInId, slot: 'other', data: GPS_JPEG.toString('base64'), expectedVersion: 1 } });
    expect([stale.status, stale.body.code]).toEqual([409, 'eventstore.wrong_expected_version']);
    expect(await files()).toHaveLength(6);
  });

  it('accepts images only, at most 10 MB, and records nothing otherwise', async () => {
    const { client } = await customer(server);
    const tradeInId = await createCivic(client);
    const text = await client.post('/tradein/save-stand-alone-tradein-image', { body: { tradeInId, slot: 'back', data: Buffer.from('%PDF-1.7 not an image').toString('base64') } });
    expect([text.status, text.body.code]).toEqual([400, 'files.unsupported_type']);
    const huge = Buffer.alloc(10 * 1024 * 1024 + 1, 0);
    GPS_JPEG.copy(huge, 0, 0, 3);
    const tooLarge = await client.post('/tradein/save-stand-alone-tradein-image', { body: { tradeInId, slot: 'back', data: huge.toString('base64') } });
    expect([tooLarge.status, tooLarge.body.code]).toEqual([400, 'files.too_large']);
    expect((await details(client, tradeInId)).body).toMatchObject({ version: 1, photos: [] });
  });
});

describe('the estimate and the offer', () => {
  it('values the vehicle with a band and the reason for each adjustment, held 7 days', async () => {
    const { client } = await customer(server);
    const { tradeInId, appraised } = await appraisedCivic(client);
    expect(appraised.body.status).toBe('appraised');
    const { offer } = (await details(client, tradeInId)).body;
    expect(offer.source).toBe('model');
    expect(offer.priceLow).toBeLessThan(offer.value);
    expect(offer.value).toBeLessThan(offer.priceHigh);
    expect(offer.equipmentAdjustedPrice).toBeGreaterThan(offer.baseDiscountedPrice);
    expect(offer.reasons.map((r: any) => r.code)).toEqual(expect.arrayContaining(['age', 'equipment', 'history.accident', 'condition.tires']));
    expect(Date.parse(offer.expiresAt) - Date.parse(offer.appraisedAt)).toBe(7 * 86_400_000);
    // The offer is held: appraising again changes nothing.
    const again = await client.post('/tradein/appraise-trade-in', { body: { tradeInId } });
    expect(again.body.version).toBe(appraised.body.version);
  });

  it('sends a vehicle without a price record to advisers instead of valuing it', async () => {
    const { client } = await customer(server);
    const tradeInId = await createCivic(client, { vin: null, trimId: null });
    await client.post('/tradein/save-basic-information', { body: { tradeInId, basic: BASIC } });
    await client.post('/tradein/save-condition', { body: { tradeInId, condition: CONDITION } });
    expect((await client.post('/tradein/appraise-trade-in', { body: { tradeInId } })).body.status).toBe('with_advisers');
    expect((await details(client, tradeInId)).body).toMatchObject({ status: 'with_advisers', offer: null, adviserReason: 'no_price_record' });
  });

  it('asks for the missing steps before an estimate', async () => {
    const { client } = await customer(server);
    const tradeInId = await createCivic(client);
    const res = await client.post('/tradein/appraise-trade-in', { body: { tradeInId } });
    expect([res.status, res.body.code]).toEqual([422, 'trade_in.steps_incomplete']);
  });

  it('confirms a valid offer, which purchase may then use; a stranger gets nothing from it', async () => {
    const owner = await customer(server);
    const other = await customer(server);
    const { tradeInId } = await appraisedCivic(owner.client);
    const confirmed = await owner.client.post('/tradein/confirm-stand-alone-trade-in', { body: { tradeInId } });
    expect(confirmed.body).toMatchObject({ status: 'confirmed' });
    const { offer, confirmedAt } = (await details(owner.client, tradeInId)).body;
    expect(confirmedAt).toEqual(expect.any(String));
    const api = server.app.get(TradeInPublicApi, { strict: false });
    expect(await api.usableTradeInValue(tradeInId, owner.userId, new Date())).toEqual({
      value: offer.value, priceLow: offer.priceLow, priceHigh: offer.priceHigh, expiresAt: offer.expiresAt, missingPhotos: [],
    });
    expect(await api.usableTradeInValue(tradeInId, other.userId, new Date())).toBeNull();
  });

  // Last: it moves this file's clock eight days on (ADR 0082).
  it('refuses to confirm an offer older than 7 days with 409 trade_in.offer_expired', async () => {
    const { client, userId } = await customer(server);
    const { tradeInId, appraised } = await appraisedCivic(client);
    expect(appraised.status).toBe(200);
    // Eight days later, by the environment's clock: the 7-day offer has lapsed.
    await advanceClock(server, { by: '8d' });
    const res = await client.post('/tradein/confirm-stand-alone-trade-in', { body: { tradeInId } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'trade_in.offer_expired' });
    expect(await server.app.get(TradeInPublicApi, { strict: false }).usableTradeInValue(tradeInId, userId, await serverNow(server))).toBeNull();
  });
});
