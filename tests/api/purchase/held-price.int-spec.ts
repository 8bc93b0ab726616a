import { LISTING_PRICE_CHANGED, transactionStreamId, UserType, vehicleStreamId } from '@marketplace/domain';
import { GPS_JPEG } from '../trade-in/support';
import { type Client } from '../../support/http-client';
import { pollUntil } from '../../support/poll';
import { completeFormSteps, expectProblem, payDeposit, startPurchase, startPurchaseServer, streamTypes, vehiclesOfDealer, type PurchaseTestServer } from './support';

/** Issue #17 item 1 (ADR 0016): the buyer's price is held from the lock to the signature. */
let t: PurchaseTestServer;
let buyer: { client: Client; userId: string };
let staff: { client: Client; userId: string };
let vehicleId: string;
let others: string[];

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 40 });
  buyer = await t.buyer();
  staff = await t.buyer({ userTypeId: UserType.VehiclesTeam });
  [vehicleId, ...others] = await vehiclesOfDealer(t.server, 1);
});
afterAll(() => t?.stop());

/** Every price the buyer's screens answer for the transaction: one price, whichever the screen. */
async function buyerPrices(transactionId: string): Promise<number[]> {
  const details = (await buyer.client.get('/customers/get-customer-transactions-details', { query: { transactionId } })).body;
  const byVehicle = (await buyer.client.get('/customers/get-customer-transactions-details', { query: { vehicleId } })).body;
  const review = (await buyer.client.get('/revieworder/get-review-order-details', { query: { transactionId } })).body;
  return [
    details.vehicle.price, details.prices.productPrice, byVehicle.vehicle.price, byVehicle.prices.productPrice,
    review.transaction.vehicle.price, review.transaction.prices.productPrice, review.prices.productPrice,
  ];
}

describe('the buyer\'s held price', () => {
  let transactionId: string;
  let held: number;

  it('a staff price change during the hold applies to new buyers only: the buyer\'s price is unchanged in every field', async () => {
    const started = await startPurchase(buyer.client, vehicleId);
    transactionId = started.transactionId;
    held = started.vehicle.price;
    expect(started.prices.productPrice).toBe(held);
    const step = await completeFormSteps(buyer.client, transactionId, GPS_JPEG);
    expect(step.prices.productPrice).toBe(held);

    const edit = await staff.client.request('PATCH', `/admin/vehicles/${vehicleId}`, { body: { price: 1_234_500 } });
    expect(edit.status).toBe(200);
    await t.waitForProjections();
    const listed = (await staff.client.get(`/catalog/vehicles/${vehicleId}`)).body;
    expect(listed.price.allInPrice).not.toBe(held);
    // A new buyer's quote takes the new price.
    const quote = await staff.client.post('/pricing/quote', { body: { vehicleId, province: 'QC' } });
    expect(quote.body.productPrice).toBe(listed.price.allInPrice);

    expect(new Set(await buyerPrices(transactionId))).toEqual(new Set([held]));
    // A command's answer too.
    const saved = await buyer.client.post('/customers/save-customer-completed-steps', { body: { transactionId, step: 'trade-in', data: { skip: true } } });
    expect([saved.body.vehicle.price, saved.body.prices.productPrice]).toEqual([held, held]);
    expect(await t.server.infra.store.readStream(transactionStreamId(transactionId)).then((es) => es.map((e) => e.type))).not.toContain('HeldPriceChanged');
  });

  it('staff change a held price only by an explicit command, recorded on the purchase; the buyer sees it and accepts it before signing', async () => {
    const reason = 'The advertised price omitted the winter tires';
    expectProblem(await buyer.client.post('/buy-online/staff/change-held-price', { body: { transactionId, price: held + 50_000, reason } }), 403, 'auth.forbidden');
    const refused = await staff.client.post('/buy-online/staff/change-held-price', { body: { transactionId, price: held + 50_000, reason: ' ' } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({ path: 'body.reason', code: 'purchase.required' });

    const changed = await staff.client.post('/buy-online/staff/change-held-price', { body: { transactionId, price: held + 50_000, reason } });
    expect(changed.status).toBe(200);
    expect(changed.body.priceChange).toMatchObject({ from: held, to: held + 50_000, reason });
    const events = await t.server.infra.store.readStream(transactionStreamId(transactionId));
    expect(events.at(-1)).toMatchObject({ type: 'HeldPriceChanged', data: { from: held, to: held + 50_000, reason, changedBy: staff.userId } });

    // Shown to the buyer, not applied until accepted; signing waits for it.
    await t.waitForProjections();
    const details = (await buyer.client.get('/customers/get-customer-transactions-details', { query: { transactionId } })).body;
    expect(details.priceChange).toMatchObject({ from: held, to: held + 50_000, reason });
    expect(new Set(await buyerPrices(transactionId))).toEqual(new Set([held]));
    const review = (await buyer.client.get('/revieworder/get-review-order-details', { query: { transactionId } })).body;
    expect(review.missing).toContain('price_change');
    expect(review.canSign).toBe(false);

    expectProblem(await buyer.client.post('/customers/accept-price-change', { body: { transactionId, price: held + 1 } }), 409, 'purchase.price_change_moved', 'body.price');
    const accepted = await buyer.client.post('/customers/accept-price-change', { body: { transactionId, price: held + 50_000 } });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ priceChange: null, vehicle: { price: held + 50_000 }, prices: { productPrice: held + 50_000 } });
    await t.waitForProjections();
    expect(new Set(await buyerPrices(transactionId))).toEqual(new Set([held + 50_000]));
    expect((await buyer.client.get('/revieworder/get-review-order-details', { query: { transactionId } })).body.missing).not.toContain('price_change');
  });

  it('another buyer cannot accept it, and an unknown transaction is not found', async () => {
    const other = await t.buyer();
    expectProblem(await other.client.post('/customers/accept-price-change', { body: { transactionId, price: 1 } }), 404, 'purchase.transaction_not_found');
    expectProblem(
      await staff.client.post('/buy-online/staff/change-held-price', { body: { transactionId: '00000000-0000-4000-8000-000000000000', price: 1, reason: 'x' } }),
      404, 'purchase.transaction_not_found',
    );
  });
});

describe('a purchase continued later (create-customer-vehicle again)', () => {
  const resume = (client: Client, id: string) => client.post('/customers/create-customer-vehicle', { body: { vehicleId: id } });
  const reprice = async (id: string, price: number) => {
    expect((await staff.client.request('PATCH', `/admin/vehicles/${id}`, { body: { price } })).status).toBe(200);
    await t.waitForProjections();
    return (await staff.client.get(`/catalog/vehicles/${id}`)).body.price.allInPrice as number;
  };
  const heldPriceEvents = async (transactionId: string) =>
    (await t.server.infra.store.readStream(transactionStreamId(transactionId))).filter((e) => e.type === 'HeldPriceChanged');

  it('without a deposit, shows the listing\'s new price as a recorded change to accept, once', async () => {
    const b = await t.buyer();
    const started = await startPurchase(b.client, others[0]);
    const held = started.vehicle.price;
    const listed = await reprice(others[0], held - 75_000);

    const resumed = await resume(b.client, others[0]);
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({ resumed: true, vehicle: { price: held }, priceChange: { from: held, to: listed, reason: LISTING_PRICE_CHANGED } });
    expect((await heldPriceEvents(started.transactionId)).map((e) => e.data)).toEqual([
      expect.objectContaining({ from: held, to: listed, reason: LISTING_PRICE_CHANGED, changedBy: 'system' }),
    ]);
    // Read-your-writes: the buyer's screens show it at once; continuing again records nothing more.
    expect((await b.client.get('/customers/get-customer-transactions-details', { query: { transactionId: started.transactionId } })).body.priceChange)
      .toMatchObject({ to: listed });
    expect((await resume(b.client, others[0])).body.priceChange).toMatchObject({ to: listed });
    expect(await heldPriceEvents(started.transactionId)).toHaveLength(1);

    const accepted = await b.client.post('/customers/accept-price-change', { body: { transactionId: started.transactionId, price: listed } });
    expect(accepted.body).toMatchObject({ priceChange: null, vehicle: { price: listed }, prices: { productPrice: listed } });
    expect((await resume(b.client, others[0])).body).toMatchObject({ priceChange: null, vehicle: { price: listed } });
  });

  it('with a deposit held, the price stays as it was: nothing is recorded', async () => {
    const b = await t.buyer();
    const started = await startPurchase(b.client, others[1]);
    await completeFormSteps(b.client, started.transactionId, GPS_JPEG);
    await payDeposit(b.client, started.transactionId);
    await pollUntil(async () => (await streamTypes(t.server, vehicleStreamId(others[1]))).includes('VehicleReserved'));
    await reprice(others[1], started.vehicle.price + 99_000);

    expect((await resume(b.client, others[1])).body).toMatchObject({ resumed: true, priceChange: null, vehicle: { price: started.vehicle.price } });
    expect(await heldPriceEvents(started.transactionId)).toEqual([]);
  });
});
