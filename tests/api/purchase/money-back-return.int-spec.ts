import { transactionStreamId } from '@marketplace/domain';
import { outbox } from '../../support/mailbox';
import { pollUntil } from '../../support/poll';
import { expectProblem, reservedPurchase, signContract, startPurchaseServer, streamTypes, type PurchaseTestServer } from './support';

/**
 * Issue 16 item 8, the 7-day money-back return: staff record the handover; within 7 days and 750 km the buyer
 * requests the return; staff schedule the pickup, inspect, refund. Each step is an event on the purchase stream and
 * one bilingual email. Out of the window or over 750 km: 400 with its code; someone else's transaction: 404; the
 * buyer cannot take staff steps.
 */
let t: PurchaseTestServer;

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 30 }); // one vehicle of dealer 1 per test
});
afterAll(() => t?.stop());

async function signedPurchase() {
  const reserved = await reservedPurchase(t);
  await signContract(reserved.buyer.client, reserved.transactionId);
  return reserved;
}
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

/** The emails of `kind` sent to the buyer: each is due when its step is recorded, and the timers send it then. */
const mails = (email: string, kind: string) => outbox(t.server, email, { kind: `purchase.${kind}` });

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
    const sent = await pollUntil(async () => {
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

it('takes the handover and the pickup as strict ISO 8601 instants only, compared as instants: no far-future handover to keep the window open', async () => {
  const { buyer, transactionId } = await signedPurchase();
  const staff = await t.buyer({ userTypeId: 7 });
  const deliver = (deliveredAt: string) => staff.client.post('/buy-online/staff/record-delivery', { body: { transactionId, deliveredAt, odometerKm: 12_000 } });
  const returnOf = async () => (await buyer.client.get('/customers/get-vehicle-return', { query: { transactionId } })).body;

  // A free form Date.parse reads as 2999 (a string that sorted before "now"), and its ISO spelling: no handover.
  expectProblem(await deliver('1 Jan 2999 00:00:00 GMT'), 400, 'validation.invalid_input', 'body.deliveredAt');
  expectProblem(await deliver('2999-01-01T00:00:00Z'), 400, 'purchase.invalid_date', 'body.deliveredAt');
  expectProblem(await deliver('2026-03-02T15:00:00'), 400, 'validation.invalid_input', 'body.deliveredAt'); // no zone
  expect(await streamTypes(t.server, transactionStreamId(transactionId))).not.toContain('VehicleDelivered');
  expect((await returnOf()).delivery).toBeNull();
  expectProblem(await buyer.client.post('/customers/request-vehicle-return', { body: { transactionId, odometerKm: 12_100, reason: 'changed_mind' } }),
    400, 'purchase.return_not_delivered');

  // An instant with an offset is recorded as toISOString() writes it.
  const deliveredAt = new Date(Math.floor((Date.now() - 30 * 3_600_000) / 1000) * 1000);
  const withOffset = new Date(deliveredAt.getTime() - 5 * 3_600_000).toISOString().replace(/\.\d{3}Z$/, '-05:00');
  expect((await deliver(withOffset)).status).toBe(200);
  await t.waitForProjections();
  expect((await returnOf()).delivery).toMatchObject({ deliveredAt: deliveredAt.toISOString(), returnUntil: new Date(deliveredAt.getTime() + 7 * 86_400_000).toISOString() });
  expect((await buyer.client.post('/customers/request-vehicle-return', { body: { transactionId, odometerKm: 12_100, reason: 'changed_mind' } })).status).toBe(200);

  // A pickup in the past, however it is spelt ('Mon, 01 Jan 2020 …' sorted after any ISO "now").
  const schedule = (pickupAt: string) => staff.client.post('/buy-online/staff/schedule-return-pickup', { body: { transactionId, pickupAt } });
  expectProblem(await schedule('Mon, 01 Jan 2020 00:00:00 GMT'), 400, 'validation.invalid_input', 'body.pickupAt');
  expectProblem(await schedule('2020-01-01T00:00:00Z'), 400, 'purchase.invalid_date', 'body.pickupAt');
  expect(await streamTypes(t.server, transactionStreamId(transactionId))).not.toContain('ReturnPickupScheduled');
  const pickupAt = new Date(Math.ceil((Date.now() + 48 * 3_600_000) / 1000) * 1000);
  expect((await schedule(pickupAt.toISOString().replace(/\.\d{3}Z$/, '+00:00'))).status).toBe(200);
  await t.waitForProjections();
  expect((await returnOf()).return).toMatchObject({ status: 'pickup_scheduled', pickupAt: pickupAt.toISOString() });
});
