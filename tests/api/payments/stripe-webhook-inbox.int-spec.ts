import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transactionStreamId } from '@marketplace/domain';
import { capturingLogger } from '../../support/log-capture';
import { postStripeWebhook, signedStripeEvent } from '../purchase/stripe-webhooks';
import { completeFormSteps, expectProblem, startPurchase, startPurchaseServer, streamTypes, vehiclesOfDealer, type PurchaseTestServer } from '../purchase/support';

/**
 * Issue #47, bad input: a Stripe webhook with a bad signature, an old timestamp, an unknown event type or a replayed
 * event id changes nothing and is logged once, with why (platform/payments/verified-webhook.ts).
 */
const image = readFileSync(path.join(__dirname, '../purchase/fixtures', 'gps.jpg'));
const capture = capturingLogger();
let t: PurchaseTestServer;
let secret: string;
let transactionId: string;
let paymentIntentId: string;

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 10, logger: capture.logger });
  secret = (await t.server.standIn.webhookSecrets()).deposits;
  const buyer = await t.buyer();
  const [vehicleId] = await vehiclesOfDealer(t.server, 1);
  ({ transactionId } = await startPurchase(buyer.client, vehicleId));
  await completeFormSteps(buyer.client, transactionId, image);
  paymentIntentId = (await buyer.client.post('/finances/stripe-payment-intent', { body: { transactionId } })).body.paymentIntentId;
  await t.server.standIn.drain();
});
afterAll(() => t?.stop());

const post = (e: { payload: string; signature?: string }) => postStripeWebhook(`${t.server.url}/api/finances/stripe-webhook`, e.payload, e.signature);
const history = () => t.server.infra.store.readStream(transactionStreamId(transactionId));
const succeeded = () => ({ id: paymentIntentId, object: 'payment_intent', amount: 25_000, amount_received: 25_000, status: 'succeeded', metadata: { transactionId } });

/** The webhook inbox's log lines written while `act` ran. */
async function inboxLines(act: () => Promise<unknown>): Promise<Record<string, any>[]> {
  const from = capture.lines.length;
  await act();
  return capture.lines.slice(from).map((l) => JSON.parse(l)).filter((l) => l.component === 'stripe-webhook');
}

it.each([
  ['a bad signature (another secret)', () => signedStripeEvent(`whsec_${randomBytes(16).toString('hex')}`, 'payment_intent.succeeded', succeeded()), 'signature_mismatch'],
  ['a tampered body', () => {
    const e = signedStripeEvent(secret, 'payment_intent.succeeded', succeeded());
    return { payload: e.payload.replace('"amount":25000', '"amount":1'), signature: e.signature };
  }, 'signature_mismatch'],
  ['an old timestamp (a captured delivery replayed 10 minutes later)', () => signedStripeEvent(secret, 'payment_intent.succeeded', succeeded(), { timestamp: Math.floor(Date.now() / 1000) - 600 }), 'signature_stale'],
  ['no Stripe-Signature header', () => ({ payload: signedStripeEvent(secret, 'payment_intent.succeeded', succeeded()).payload }), 'signature_missing'],
  ['a header that is no signature', () => ({ payload: signedStripeEvent(secret, 'payment_intent.succeeded', succeeded()).payload, signature: 'garbage' }), 'signature_malformed'],
])('%s: 400 payments.invalid_signature, nothing recorded, one log line', async (_name, webhook, reason) => {
  const before = await history();
  let answer!: Awaited<ReturnType<typeof post>>;
  const lines = await inboxLines(async () => (answer = await post(webhook())));
  expectProblem(answer, 400, 'payments.invalid_signature', 'headers.stripe-signature');
  expect(lines).toEqual([expect.objectContaining({ level: 40, endpoint: 'deposits', reason })]);
  expect(await history()).toEqual(before);
});

it('an event type the endpoint does not take: acknowledged (200), nothing recorded, one log line', async () => {
  const before = await history();
  // charge.captured: the deposits endpoint does not take it (card disputes it does: issue #46, disputes.int-spec.ts).
  const event = signedStripeEvent(secret, 'charge.captured', { id: 'ch_test', object: 'charge', payment_intent: paymentIntentId, metadata: { transactionId } });
  let answer!: Awaited<ReturnType<typeof post>>;
  const lines = await inboxLines(async () => (answer = await post(event)));
  expect(answer).toEqual({ status: 200, body: { received: true, applied: false } });
  expect(lines).toEqual([expect.objectContaining({ level: 40, reason: 'unknown_event_type', type: 'charge.captured', event: JSON.parse(event.payload).id })]);
  expect(await history()).toEqual(before);
});

it('a replayed event id: the first delivery is the payment, each replay (even signed afresh) is acknowledged, changes nothing and is logged once', async () => {
  const id = `evt_test_${randomBytes(8).toString('hex')}`;
  const first = signedStripeEvent(secret, 'payment_intent.succeeded', succeeded(), { id });
  let answer!: Awaited<ReturnType<typeof post>>;
  expect(await inboxLines(async () => (answer = await post(first)))).toEqual([]);
  expect(answer.body).toEqual({ received: true, applied: true });
  const paid = await history();
  expect(paid.filter((e) => e.type === 'DepositPaid')).toHaveLength(1);
  for (const replay of [first, signedStripeEvent(secret, 'payment_intent.succeeded', succeeded(), { id })]) {
    const lines = await inboxLines(async () => (answer = await post(replay)));
    expect(answer).toEqual({ status: 200, body: { received: true, applied: false } });
    expect(lines).toEqual([expect.objectContaining({ level: 40, reason: 'replayed_event', event: id })]);
  }
  expect(await history()).toEqual(paid);
  expect((await streamTypes(t.server, transactionStreamId(transactionId))).filter((x) => x === 'DepositPaid')).toHaveLength(1);
});
