import { randomUUID } from 'node:crypto';
import { transactionStreamId } from '@marketplace/domain';
import { appraisedCivic } from '../trade-in/support';
import { type Client } from '../../support/http-client';
import { advanceClock } from '../../support/test-clock';
import { expectProblem, startPurchase, startPurchaseServer, vehiclesOfDealer, type PurchaseTestServer } from './support';

/** Issue #12 item 5: the purchase trade-in step takes the buyer's appraisal, never a value from the client. */
let t: PurchaseTestServer;
let buyer: { client: Client; userId: string };
let other: { client: Client; userId: string };
let vehicles: string[];

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 12 });
  [buyer, other] = await t.buyers(2);
  vehicles = await vehiclesOfDealer(t.server, 1);
});
afterAll(() => t?.stop());

const save = (client: Client, transactionId: string, data: unknown) =>
  client.post('/customers/save-customer-completed-steps', { body: { transactionId, step: 'trade-in', data } });
const details = async (client: Client, transactionId: string) =>
  (await client.get('/customers/get-customer-transactions-details', { query: { transactionId } })).body;

describe('purchase step 2: the trade-in comes from the buyer\'s appraisal', () => {
  let transactionId: string;
  let before: any;

  beforeAll(async () => {
    transactionId = (await startPurchase(buyer.client, vehicles[0])).transactionId;
    before = (await details(buyer.client, transactionId)).prices;
  });

  it('refuses a made-up value with 400 purchase.trade_in_value_not_accepted on the field, and saves nothing', async () => {
    const { tradeInId } = await appraisedCivic(buyer.client);
    const events = (await t.server.infra.store.readStream(transactionStreamId(transactionId))).length;
    const madeUp = await save(buyer.client, transactionId, { skip: false, tradeInId, value: 5_000_000 });
    expect(madeUp.status).toBe(400);
    expect(madeUp.body.errors).toEqual([expect.objectContaining({ path: 'body.data.value', code: 'purchase.trade_in_value_not_accepted' })]);
    // The old shape (VIN and a typed value) is refused too.
    const typed = await save(buyer.client, transactionId, { skip: false, vin: '1HGCM82633A004352', value: 5_000_000 });
    expect(typed.status).toBe(400);
    expect((await t.server.infra.store.readStream(transactionStreamId(transactionId))).length).toBe(events);
  });

  it('with a tradeInId, the prices use the appraised value; balance owed and "include" stay the buyer\'s', async () => {
    const { tradeInId, appraised } = await appraisedCivic(buyer.client);
    expect(appraised.body.status).toBe('appraised');
    const offer = (await buyer.client.get('/tradein/get-trade-in-details', { query: { tradeInId } })).body.offer;
    const value = offer.value as number;
    expect(value).toBeGreaterThan(0);

    const choices = await buyer.client.get('/customers/get-trade-in-choices');
    expect(choices.body.tradeIns).toEqual(expect.arrayContaining([expect.objectContaining({ tradeInId, value, make: 'Honda', model: 'Civic' })]));

    const res = await save(buyer.client, transactionId, { skip: false, tradeInId, balanceDue: 100_000, include: true });
    expect(res.status).toBe(200);
    expect(res.body.prices).toMatchObject({ tradeInValue: value, tradeInBalanceDue: 100_000, includeTradeInValue: true });
    expect(res.body.prices.subtotal).toBe(before.subtotal - value);

    const form = await buyer.client.get('/customers/get-customer-form-details', { query: { transactionId } });
    expect(form.body.tradeIn).toMatchObject({ skip: false, tradeInId, value, balanceDue: 100_000, usable: true, make: 'Honda' });
    expect((await details(buyer.client, transactionId)).prices).toMatchObject({ tradeInValue: value, includeTradeInValue: true });
  });

  it('another user\'s trade-in is not found (400 on tradeInId)', async () => {
    const { tradeInId } = await appraisedCivic(other.client);
    expectProblem(await save(buyer.client, transactionId, { skip: false, tradeInId, balanceDue: 0 }), 400, 'purchase.trade_in_not_found', 'body.data.tradeInId');
    expectProblem(await save(buyer.client, transactionId, { skip: false, tradeInId: randomUUID() }), 400, 'purchase.trade_in_not_found', 'body.data.tradeInId');
  });

  // Last: it moves this file's clock eight days on (ADR 0082).
  it('an expired offer is not used: refused when chosen, left out of the list, and dropped from the prices once it lapses', async () => {
    // An offer taken while valid (an appraisal's offer holds 7 days)...
    const { tradeInId } = await appraisedCivic(buyer.client);
    const taken = await save(buyer.client, transactionId, { skip: false, tradeInId, balanceDue: 0, include: true });
    expect(taken.status).toBe(200);
    expect(taken.body.prices.tradeInValue).toBeGreaterThan(0);
    // ...eight days later, by the environment's clock: it has lapsed. The buyer's lock ended meanwhile: they hold the
    // vehicle again to go on.
    await advanceClock(t.server, { by: '8d' });
    expect((await buyer.client.get(`/buy-online/vehicle-timer/set/${vehicles[0]}`)).body).toMatchObject({ holder: 'me' });
    expectProblem(await save(buyer.client, transactionId, { skip: false, tradeInId }), 400, 'purchase.trade_in_offer_expired', 'body.data.tradeInId');
    const choices = await buyer.client.get('/customers/get-trade-in-choices');
    expect(choices.body.tradeIns.map((c: any) => c.tradeInId)).not.toContain(tradeInId);

    // The offer the purchase took stops counting in its prices.
    const prices = (await details(buyer.client, transactionId)).prices;
    expect(prices).toMatchObject({ tradeInValue: 0, includeTradeInValue: false });
    expect(prices.subtotal).toBe(before.subtotal);
    const form = await buyer.client.get('/customers/get-customer-form-details', { query: { transactionId } });
    expect(form.body.tradeIn).toMatchObject({ tradeInId, usable: false });
  });
});
