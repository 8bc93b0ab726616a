import { transactionStreamId } from '@marketplace/domain';
import { outbox } from '../identity/support';
import { eventually, expectProblem, reservedPurchase, signContract, startPurchaseServer, streamTypes, type PurchaseTestServer } from './support';

/**
 * Issue 16 item 8, the 7-day money-back return: staff record the handover; within 7 days and 750 km the buyer
 * requests the return; staff schedule the pickup, inspect, refund. Each step is an event on the purchase stream and
 * one bilingual email. Out of the window or over 750 km: 400 with its code; someone else's transaction: 404; the
 * buyer cannot take staff steps.
 */
let t: PurchaseTestServer;

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 20 });
});
afterAll(() => t?.stop());

async function signedPurchase() {
  const reserved = await reservedPurchase(t);
  await signContract(reserved.buyer.client, reserved.transactionId);
  return reserved;
}
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

/** Fires the email deadlines of a transaction now and answers the kinds sent to the buyer. */
async function mails(email: string, kind: string) {
  await t.server.infra.db.updateTable('platform.deadlines').set({ due_at: new Date(Date.now() - 1000) })
    .where('kind', '=', 'purchase.email').where('fired_at', 'is', null).execute();
  return outbox(t.server, email, { kind: `purchase.${kind}` });
}

it('takes a return from request to refund, one event and one email per step, and shows it to the buyer at once', async () => {
  const { buyer, transactionId, vehicleId } = await signedPurchase();
  const staff = await t.buyer({ userTypeId: 7 });
  const other = await t.buyer();

  expectProblem(await buyer.client.post('/customers/request-vehicle-return', { body: { transactionId, odometerKm: 12_100, reason: 'changed_mind' } }),
    400, 'purchase.return_not_delivered', 'body.transactionId');
  expect((await buyer.client.post('/buy-online/staff/record-delivery', { body: { transactionId, deliveredAt: hoursAgo(30), odometerKm: 12_000 } })).status).toBe(403);
  expect((await staff.client.post('/buy-online/staff/record-delivery', { body: { transactionId, deliveredAt: hoursAgo(30), odometerKm: 12_000 } })).body)
    .toEqual({ Status: 1, transactionId });

  expectProblem(await buyer.client.post('/customers/request-vehicle-return', { body: { transactionId, odometerKm: 12_751, reason: 'changed_mind' } }),
    400, 'purchase.return_distance_exceeded', 'body.odometerKm');
  expectProblem(await other.client.post('/customers/request-vehicle-return', { body: { transactionId, odometerKm: 12_100, reason: 'changed_mind' } }),
    404, 'purchase.transaction_not_found');
  expect((await other.client.get('/customers/get-vehicle-return', { query: { transactionId } })).status).toBe(404);
  expect((await buyer.client.post('/customers/request-vehicle-return', { body: { transactionId, odometerKm: 12_300, reason: 'not_as_described' } })).body)
    .toEqual({ Status: 1, transactionId });
  // The very next read shows it (read-your-writes).
  const seen = (await buyer.client.get('/customers/get-vehicle-return', { query: { transactionId } })).body;
  expect(seen).toMatchObject({
    transactionId, delivery: { odometerKm: 12_000, maxKm: 750 },
    return: { status: 'requested', odometerKm: 12_300, reason: 'not_as_described', pickupAt: null, refund: null },
  });
  expect(Date.parse(seen.delivery.returnUntil) - Date.parse(seen.delivery.deliveredAt)).toBe(7 * 24 * 3_600_000);

  expectProblem(await staff.client.post('/buy-online/staff/issue-return-refund', { body: { transactionId } }), 409, 'purchase.return_step_out_of_order');
  const pickupAt = new Date(Date.now() + 48 * 3_600_000).toISOString();
  expect((await staff.client.post('/buy-online/staff/schedule-return-pickup', { body: { transactionId, pickupAt } })).status).toBe(200);
  expect((await staff.client.get('/buy-online/staff/returns', { query: { vehicleId } })).body.items)
    .toEqual([expect.objectContaining({ transactionId, vehicleId, status: 'pickup_scheduled', pickupAt })]);
  expect((await staff.client.post('/buy-online/staff/record-return-inspection', { body: { transactionId, odometerKm: 12_320, notes: 'As delivered' } })).status).toBe(200);
  expect((await staff.client.post('/buy-online/staff/issue-return-refund', { body: { transactionId } })).status).toBe(200);
  expect((await staff.client.post('/buy-online/staff/issue-return-refund', { body: { transactionId } })).status).toBe(200);

  const types = await streamTypes(t.server, transactionStreamId(transactionId));
  expect(types.filter((x) => x.startsWith('Return') || x === 'VehicleDelivered'))
    .toEqual(['VehicleDelivered', 'ReturnRequested', 'ReturnPickupScheduled', 'ReturnInspected', 'ReturnRefundIssued']);
  await t.waitForProjections(); // staff wrote these steps: the buyer's read waits only for the buyer's own writes
  expect((await buyer.client.get('/customers/get-vehicle-return', { query: { transactionId } })).body.return)
    .toMatchObject({ status: 'refunded', pickupAt, refund: { amount: expect.any(Number) } });
  expect((await staff.client.get('/buy-online/staff/returns')).body.items.map((i: any) => i.transactionId)).not.toContain(transactionId);

  for (const [kind, subject] of [
    ['return-requested', /^Your return request for the /], ['return-pickup-scheduled', /^Pickup of your /],
    ['return-inspected', /was inspected$/], ['return-refunded', /^Your return is refunded: \$/],
  ] as const) {
    const sent = await eventually(async () => {
      const m = await mails(buyer.email, kind);
      return m.length > 0 ? m : null;
    });
    expect([kind, sent.length, sent[0].subject]).toEqual([kind, 1, expect.stringMatching(subject)]);
    expect(sent[0].text).toContain(transactionId);
  }
});

it('refuses a return requested more than 7 days after delivery', async () => {
  const { buyer, transactionId } = await signedPurchase();
  const staff = await t.buyer({ userTypeId: 7 });
  expect((await staff.client.post('/buy-online/staff/record-delivery', { body: { transactionId, deliveredAt: hoursAgo(7 * 24 + 1), odometerKm: 500 } })).status).toBe(200);
  expectProblem(await buyer.client.post('/customers/request-vehicle-return', { body: { transactionId, odometerKm: 600, reason: 'changed_mind' } }),
    400, 'purchase.return_window_closed', 'body.transactionId');
  expect((await staff.client.post('/buy-online/staff/record-delivery', { body: { transactionId, deliveredAt: hoursAgo(1), odometerKm: 500 } })).body.code)
    .toBe('purchase.already_delivered');
  expect(await streamTypes(t.server, transactionStreamId(transactionId))).not.toContain('ReturnRequested');
});
