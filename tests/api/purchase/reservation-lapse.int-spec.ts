import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transactionStreamId, vehicleStreamId } from '@marketplace/domain';
import { armCrashPointInProcess } from '../../support/crash-point-in-process';
import { PAYMENTS, type Payments } from '../../../apps/server/src/platform/payments/payments.port';
import { outbox } from '../../support/mailbox';
import { pollUntil } from '../../support/poll';
import { advanceClock, serverNow } from '../../support/test-clock';
import { completeFormSteps, payDeposit, startPurchase, startPurchaseServer, streamTypes, vehiclesOfDealer, type PurchaseTestServer } from './support';

/**
 * Issue 16 §7 "must show": a 5-day reservation that lapses (the test clock moved past its end, ADR 0082) refunds the
 * deposit exactly once, even when the process dies between the provider's refund and its event; the vehicle is
 * released; the buyer gets one refund confirmation.
 */
const image = readFileSync(path.join(__dirname, 'fixtures', 'gps.jpg'));
let t: PurchaseTestServer;

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 20 });
});
afterAll(() => t?.stop());

it('a lapsed reservation refunds the deposit once, across a crash between the refund call and its event', async () => {
  const buyer = await t.buyer();
  const [vehicleId] = await vehiclesOfDealer(t.server, 1);
  const { transactionId } = await startPurchase(buyer.client, vehicleId);
  await completeFormSteps(buyer.client, transactionId, image);
  await payDeposit(buyer.client, transactionId);
  await pollUntil(async () => (await streamTypes(t.server, vehicleStreamId(vehicleId))).includes('VehicleReserved'));

  const payments = t.server.app.get<Payments>(PAYMENTS, { strict: false });
  const local = t.server.standIn;
  const realRefund = payments.refund;
  let crashes = 0;
  // The first refund reaches the provider, then the process "dies" before anything is recorded.
  payments.refund = async (p) => {
    const outcome = await realRefund.call(payments, p);
    if (crashes++ === 0) throw new Error('killed after the refund call');
    return outcome;
  };
  try {
    // Five days and a minute later, by the environment's clock: the reservation's deadline is reached on the way (its
    // run that made the refund "dies" after the call: the timers fire it again).
    const reached = await advanceClock(t.server, { by: '5d1m' });
    expect(reached).toContainEqual(expect.objectContaining({ kind: 'purchase.reservation-expiry', key: vehicleId }));
    // The refund the crash cut short is retried by the timers (its settlement failed once).
    await pollUntil(async () => (await streamTypes(t.server, transactionStreamId(transactionId))).includes('DepositRefunded'), 30_000);
  } finally {
    payments.refund = realRefund;
  }
  expect(crashes).toBeGreaterThanOrEqual(1);
  const stored = await streamTypes(t.server, transactionStreamId(transactionId));
  expect(stored.filter((x) => x === 'DepositRefundRequested')).toHaveLength(1);
  expect(stored.filter((x) => x === 'DepositRefunded')).toHaveLength(1);
  const refunds = (await local.requests()).filter((r) => r.path === '/v1/refunds' && !r.replayed);
  expect(refunds).toHaveLength(1);
  expect(await streamTypes(t.server, vehicleStreamId(vehicleId))).toContain('ReservationExpired');

  await t.waitForProjections();
  expect((await buyer.client.get('/customers/get-customer-payment-details', { query: { transactionId } })).body).toMatchObject({ lastEvent: 'refunded' });
  const history = (await buyer.client.get('/customers/get-customer-transaction-history')).body.items;
  expect(history).toEqual([expect.objectContaining({ transactionId, status: 'incomplete', deposit: { amount: 25_000, status: 'refunded' }, documents: [] })]);
  // The refund's email is due at the refund's time, by the same clock: it goes out on its own.
  const mails = await outbox(t.server, buyer.email, { kind: 'purchase.refund-confirmation' });
  expect(mails).toHaveLength(1);
  expect(mails[0].subject).toBe('Your $250.00 deposit is refunded');
});

it("a refund whose answer the settlement lost passes the chaos suite's `refund` point when its webhook comes first (ADR 0085)", async () => {
  const buyer = await t.buyer();
  const [, vehicleId] = await vehiclesOfDealer(t.server, 1);
  const { transactionId } = await startPurchase(buyer.client, vehicleId);
  // The environment's clock is 5 days ahead already (the test above): the delivery date is counted from it.
  await completeFormSteps(buyer.client, transactionId, image, await serverNow(t.server));
  await payDeposit(buyer.client, transactionId);
  await pollUntil(async () => (await streamTypes(t.server, vehicleStreamId(vehicleId))).includes('VehicleReserved'));

  const payments = t.server.app.get<Payments>(PAYMENTS, { strict: false });
  const realRefund = payments.refund;
  // Stripe refunds, and the settlement never hears so (a kill elsewhere in the process took the answer): only the
  // refund's webhook can record it, and it must pass the point first.
  payments.refund = async (p) => {
    await realRefund.call(payments, p);
    throw new Error('the answer lost to a kill elsewhere');
  };
  // The point's SIGKILL: here the request's work stops at that line (as a killed process's would), nothing recorded.
  const { kills, write, disarm } = armCrashPointInProcess(`refund@${vehicleId}`);
  try {
    await advanceClock(t.server, { by: '5d1m' });
    await pollUntil(async () => kills.length > 0, 30_000, { what: 'the refund point reached' });
    // Killed there, the webhook recorded nothing: the deposit is not refunded yet.
    expect(await streamTypes(t.server, transactionStreamId(transactionId))).not.toContain('DepositRefunded');
    expect(write).toHaveBeenCalledWith(2, `CRASH_AT reached: refund@${vehicleId}\n`);
  } finally {
    disarm();
    payments.refund = realRefund;
  }
  // The restarted process (here: the point disarmed) takes Stripe's delivery again and records the refund once.
  await pollUntil(async () => (await streamTypes(t.server, transactionStreamId(transactionId))).includes('DepositRefunded'), 30_000);
  const stored = await streamTypes(t.server, transactionStreamId(transactionId));
  expect(stored.filter((x) => x === 'DepositRefunded')).toHaveLength(1);
  expect((await t.server.standIn.requests()).filter((r) => r.path === '/v1/refunds' && !r.replayed && r.idempotencyKey?.includes(transactionId))).toHaveLength(1);
});
