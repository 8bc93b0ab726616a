import { transactionStreamId, vehicleStreamId } from '@marketplace/domain';
import { VehicleHoldStream } from '../../../apps/server/src/modules/purchase/streams/vehicle-hold-stream';
import { systemContext } from '../../../apps/server/src/platform/http/request-context';
import { type Client } from '../../support/http-client';
import { pollUntil } from '../../support/poll';
import { advanceClock, serverNow } from '../../support/test-clock';
import { appraisedCivic } from '../trade-in/support';
import {
  completeFormSteps, expectProblem, GPS_PHOTO, payDeposit, reservedPurchase, signature, startPurchase, startPurchaseServer, streamTypes, vehiclesOfDealer, type PurchaseTestServer,
} from './support';

/**
 * Signing (hostile review of the purchase flow): the contract is signed only while the vehicle is reserved for this
 * very transaction, and only at the total the buyer reviewed. A refusal writes no event and no contract file.
 */
let t: PurchaseTestServer;

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 60 });
});
afterAll(() => t?.stop());

const review = async (client: Client, transactionId: string) => (await client.get('/revieworder/get-review-order-details', { query: { transactionId } })).body;
const finalize = (client: Client, transactionId: string, total?: number) =>
  client.post('/revieworder/finalize', { body: { transactionId, language: 'en-ca', total } });
const sign = async (client: Client, transactionId: string) =>
  expect((await client.post('/revieworder/upload-signature', { body: { transactionId, signature: await signature() } })).status).toBe(200);

/** What a refused finalize must leave as it was: the transaction's events and the buyer's contract files. */
async function written(userId: string, transactionId: string) {
  const contracts = await t.server.infra.db.selectFrom('files.private_files').select('file_id')
    .where('subject_id', '=', userId).where('kind', '=', 'contract').execute();
  return { events: await streamTypes(t.server, transactionStreamId(transactionId)), contracts: contracts.length };
}

describe('signing needs the vehicle reserved for this transaction', () => {
  it('a reservation that lapsed while another buyer reserved the vehicle: 409 purchase.reservation_not_held, nothing written', async () => {
    const a = await reservedPurchase(t);
    await sign(a.buyer.client, a.transactionId);
    const holds = t.server.app.get(VehicleHoldStream, { strict: false });
    // Timers held: the settle timer would otherwise refund A's deposit right after the lapse, which refuses signing too.
    await t.server.infra.timers.stop();
    try {
      const { reservation } = await holds.load(a.vehicleId);
      const lapsed = new Date(Date.parse(reservation!.expiresAt) + 1000);
      await holds.execute({ type: 'ExpireReservation', vehicleId: a.vehicleId, reservationVersion: reservation!.version, now: lapsed.toISOString() }, systemContext(lapsed));
      const b = await t.buyer();
      const other = await startPurchase(b.client, a.vehicleId);
      await holds.execute({ type: 'ReserveVehicle', vehicleId: a.vehicleId, userId: b.userId, transactionId: other.transactionId, now: new Date().toISOString() }, systemContext());

      const before = await written(a.buyer.userId, a.transactionId);
      expect(before.events).not.toContain('DepositRefundRequested');
      const total = (await review(a.buyer.client, a.transactionId)).prices.total;
      expectProblem(await finalize(a.buyer.client, a.transactionId, total), 409, 'purchase.reservation_not_held', 'body.transactionId');
      expect(await written(a.buyer.userId, a.transactionId)).toEqual(before);
      expect(await streamTypes(t.server, vehicleStreamId(a.vehicleId))).not.toContain('VehicleSold');
    } finally {
      await t.server.infra.timers.start();
    }
  });

  it('a deposit paid a moment ago, before its settlement reserved the vehicle, signs: the reservation is made first', async () => {
    const buyer = await t.buyer();
    const [vehicleId] = await vehiclesOfDealer(t.server, 1);
    const { transactionId } = await startPurchase(buyer.client, vehicleId);
    await completeFormSteps(buyer.client, transactionId, GPS_PHOTO);
    await t.server.infra.timers.stop();
    try {
      await payDeposit(buyer.client, transactionId);
      await pollUntil(async () => (await streamTypes(t.server, transactionStreamId(transactionId))).includes('DepositPaid'));
      await sign(buyer.client, transactionId);
      expect(await streamTypes(t.server, vehicleStreamId(vehicleId))).not.toContain('VehicleReserved');
      const done = await finalize(buyer.client, transactionId, (await review(buyer.client, transactionId)).prices.total);
      expect(done.status).toBe(200);
      expect(await streamTypes(t.server, vehicleStreamId(vehicleId))).toContain('VehicleReserved');
    } finally {
      await t.server.infra.timers.start();
    }
  });
});

describe('signing is at the total the buyer reviewed', () => {
  it('another total: 409 purchase.prices_changed on body.total, nothing written; the reviewed one signs', async () => {
    const { buyer, transactionId } = await reservedPurchase(t);
    await sign(buyer.client, transactionId);
    const { total } = (await review(buyer.client, transactionId)).prices;
    const before = await written(buyer.userId, transactionId);
    expectProblem(await finalize(buyer.client, transactionId, total + 1), 409, 'purchase.prices_changed', 'body.total');
    expect(await written(buyer.userId, transactionId)).toEqual(before);

    expect((await finalize(buyer.client, transactionId, total)).status).toBe(200);
    const signed = (await t.server.infra.store.readStream(transactionStreamId(transactionId))).find((e) => e.type === 'ContractSigned');
    expect(signed?.data).toMatchObject({ total });
  });

  // Last: it moves this file's clock a week on (ADR 0082).
  it('a trade-in offer that lapsed after the review is not dropped silently: 409 purchase.prices_changed, then the new review signs', async () => {
    const buyer = await t.buyer();
    // The appraisal first (its offer holds 7 days), the purchase three days later (the deposit reserves the vehicle 5
    // days): the offer lapses while the vehicle is still reserved.
    const { tradeInId } = await appraisedCivic(buyer.client);
    const offerEnds = Date.parse((await buyer.client.get('/tradein/get-trade-in-details', { query: { tradeInId } })).body.offer.expiresAt);
    await advanceClock(t.server, { by: '3d' });
    const [vehicleId] = await vehiclesOfDealer(t.server, 1);
    const { transactionId } = await startPurchase(buyer.client, vehicleId);
    await completeFormSteps(buyer.client, transactionId, GPS_PHOTO, await serverNow(t.server));
    const saved = await buyer.client.post('/customers/save-customer-completed-steps', {
      body: { transactionId, step: 'trade-in', data: { skip: false, tradeInId, balanceDue: 0, include: true } },
    });
    expect(saved.body.prices).toMatchObject({ tradeInValue: expect.any(Number), includeTradeInValue: true });
    expect(saved.body.prices.tradeInValue).toBeGreaterThan(0);
    await payDeposit(buyer.client, transactionId);
    await pollUntil(async () => (await streamTypes(t.server, vehicleStreamId(vehicleId))).includes('VehicleReserved'));
    await sign(buyer.client, transactionId);
    const reviewed = await review(buyer.client, transactionId);
    expect(reviewed.tradeIn).toMatchObject({ usable: true });

    // The buyer signs after the offer's end, by the environment's clock.
    await advanceClock(t.server, { to: new Date(offerEnds + 60_000) });
    const before = await written(buyer.userId, transactionId);
    expectProblem(await finalize(buyer.client, transactionId, reviewed.prices.total), 409, 'purchase.prices_changed', 'body.total');
    expect(await written(buyer.userId, transactionId)).toEqual(before);

    const reloaded = await review(buyer.client, transactionId);
    expect(reloaded.tradeIn).toMatchObject({ usable: false });
    expect(reloaded.prices.total).toBeGreaterThan(reviewed.prices.total);
    expect((await finalize(buyer.client, transactionId, reloaded.prices.total)).status).toBe(200);
  });
});
