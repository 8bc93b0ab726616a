import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fold, transactionDecider, transactionStreamId, vehicleStreamId, depositStatus, type ExistingTransaction } from '@marketplace/domain';
import { postStripeWebhook, signedStripeEvent } from './stripe-webhooks';
import { armCrashPointInProcess } from '../../support/crash-point-in-process';
import { PAYMENTS, type Payments } from '../../../apps/server/src/platform/payments/payments.port';
import type { StandIn } from '../../support/stripe-standin';
import { TransactionStream } from '../../../apps/server/src/modules/purchase/streams/transaction-stream';
import { Client } from '../../support/http-client';
import { pollUntil } from '../../support/poll';
import {
  completeFormSteps, expectProblem, payDeposit, startPurchase, startPurchaseServer, streamTypes, unverifiedBuyer, vehiclesOfDealer, type PurchaseTestServer,
} from './support';

const image = readFileSync(path.join(__dirname, 'fixtures', 'gps.jpg'));

let t: PurchaseTestServer;
/** The server's account on the Stripe stand-in, and the secret it signs the deposits endpoint's webhooks with. */
let local: StandIn;
let depositsSecret: string;
let vehicles: string[];
let next = 0;

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 120 });
  local = t.server.standIn;
  depositsSecret = (await local.webhookSecrets()).deposits;
  vehicles = [...(await vehiclesOfDealer(t.server, 1)), ...(await vehiclesOfDealer(t.server, 2))];
});
afterAll(() => t?.stop());

/** A buyer with a transaction whose six steps are done, ready for the deposit. */
async function ready() {
  const buyer = await t.buyer();
  const vehicleId = vehicles[next++];
  const { transactionId } = await startPurchase(buyer.client, vehicleId);
  await completeFormSteps(buyer.client, transactionId, image);
  return { ...buyer, vehicleId, transactionId };
}

const types = (transactionId: string) => streamTypes(t.server, transactionStreamId(transactionId));
const count = async (transactionId: string, type: string) => (await types(transactionId)).filter((x) => x === type).length;

async function depositState(transactionId: string) {
  const events = await t.server.infra.store.readStream(transactionStreamId(transactionId));
  return (fold(transactionDecider, events as any) as ExistingTransaction).deposit;
}

function signedEvent(type: string, object: Record<string, unknown>, o: { id?: string; secret?: string; timestamp?: number; created?: number } = {}) {
  return signedStripeEvent(o.secret ?? depositsSecret, type, object, o);
}

const postWebhook = (payload: string, signature?: string) => postStripeWebhook(`${t.server.url}/api/finances/stripe-webhook`, payload, signature);

describe('deposit: the $250 payment intent and the test card', () => {
  it('has no publishable key in test mode', async () => {
    const res = await new Client(t.server).get('/finances/get-stripe-key');
    expect(res.body).toEqual({ publishableKey: null, mode: 'test' });
  });

  it('needs the six steps and a verified email', async () => {
    const buyer = await t.buyer();
    const vehicleId = vehicles[next++];
    const { transactionId } = await startPurchase(buyer.client, vehicleId);
    const early = await buyer.client.post('/finances/stripe-payment-intent', { body: { transactionId } });
    expectProblem(early, 422, 'purchase.steps_incomplete');
    expect(early.body.detail).toContain('personal-details');

    const { client } = await unverifiedBuyer(t.server);
    const res = await client.post('/finances/stripe-payment-intent', { body: { transactionId } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('auth.email_not_verified');
  });

  it('a paid deposit reserves the vehicle for 5 days; a declined card first records the failure', async () => {
    const { client, vehicleId, transactionId } = await ready();
    const intent = await client.post('/finances/stripe-payment-intent', { body: { transactionId } });
    expect(intent.body).toMatchObject({ Status: 1, amount: 25_000, currency: 'cad', mode: 'test', publishableKey: null });
    expect(intent.body.clientSecret).toContain(intent.body.paymentIntentId);
    const again = await client.post('/finances/stripe-payment-intent', { body: { transactionId } });
    expect(again.body.paymentIntentId).toBe(intent.body.paymentIntentId);

    const declined = await client.post('/finances/test-card-payment', {
      body: { transactionId, paymentIntentId: intent.body.paymentIntentId, cardNumber: '4000 0000 0000 0002', expiry: '12/34', cvc: '123' },
    });
    expect(declined.body).toMatchObject({ status: 'requires_payment_method', declineCode: 'generic_decline' });
    await pollUntil(async () => (await types(transactionId)).includes('DepositFailed'));
    // The decline is recorded by Stripe's webhook, not by the buyer's own request: no read-your-writes position to wait on.
    await t.waitForProjections();
    expect((await client.get('/customers/get-customer-payment-details', { query: { transactionId } })).body).toMatchObject({ paid: false, lastEvent: 'failed' });

    const paid = await client.post('/finances/test-card-payment', {
      body: { transactionId, paymentIntentId: intent.body.paymentIntentId, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
    });
    expect(paid.body).toMatchObject({ status: 'succeeded', declineCode: null });
    await pollUntil(async () => (await streamTypes(t.server, vehicleStreamId(vehicleId))).includes('VehicleReserved'));
    await t.waitForProjections();
    const details = await client.get('/customers/get-customer-payment-details', { query: { transactionId } });
    expect(details.body).toMatchObject({ paid: true, amountPaid: 25_000, lastEvent: 'paid', stripeId: intent.body.paymentIntentId });
    const tx = await client.get('/customers/get-customer-transactions-details', { query: { transactionId } });
    expect(tx.body).toMatchObject({ status: 'pending', currentStep: 'review', hold: { status: 'reserved', holder: 'me', transactionId } });
    const days = (Date.parse(tx.body.hold.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(4.99);
    expect(days).toBeLessThanOrEqual(5);
    await t.waitForProjections();
    expect((await client.get(`/catalog/vehicles/${vehicleId}`)).body.status).toBe('reserved');
    expectProblem(await client.post('/finances/stripe-payment-intent', { body: { transactionId } }), 409, 'purchase.deposit_already_paid');
    // Every state-changing call to Stripe carried an idempotency key.
    expect((await local.requests()).filter((r) => r.method === 'POST').every((r) => r.idempotencyKey)).toBe(true);
  });
});

describe('webhooks: signatures', () => {
  it('rejects forged, tampered, wrong-secret, stale and unsigned requests: 0 of 50 accepted', async () => {
    const { client, transactionId } = await ready();
    const intent = await client.post('/finances/stripe-payment-intent', { body: { transactionId } });
    await local.drain();
    const object = { id: intent.body.paymentIntentId, object: 'payment_intent', amount: 25_000, amount_received: 25_000, status: 'succeeded', metadata: { transactionId } };
    const attempts: { payload: string; signature?: string }[] = [];
    for (let i = 0; i < 10; i++) {
      const good = signedEvent('payment_intent.succeeded', object);
      const ts = Math.floor(Date.now() / 1000);
      attempts.push({ payload: good.payload, signature: `t=${ts},v1=${randomBytes(32).toString('hex')}` }); // forged
      attempts.push({ payload: good.payload.replace('25000', '1'), signature: good.signature }); // tampered
      attempts.push(signedEvent('payment_intent.succeeded', object, { secret: `whsec_${randomBytes(16).toString('hex')}` })); // wrong secret
      attempts.push(signedEvent('payment_intent.succeeded', object, { timestamp: ts - 301 - i * 60 })); // stale
      attempts.push(i % 2 === 0 ? { payload: good.payload } : { payload: good.payload, signature: 'garbage' }); // unsigned
    }
    expect(attempts).toHaveLength(50);
    const answers = await Promise.all(attempts.map((a) => postWebhook(a.payload, a.signature)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(0);
    for (const a of answers) expect(a).toMatchObject({ status: 400, body: { code: 'payments.invalid_signature' } });
    expect(await count(transactionId, 'DepositPaid')).toBe(0);
  });
});

describe('webhooks: deduplication and order', () => {
  async function requested() {
    const r = await ready();
    const intent = await r.client.post('/finances/stripe-payment-intent', { body: { transactionId: r.transactionId } });
    await local.drain();
    return { ...r, paymentIntentId: intent.body.paymentIntentId as string };
  }
  const succeeded = (paymentIntentId: string, transactionId: string) =>
    ({ id: paymentIntentId, object: 'payment_intent', amount: 25_000, amount_received: 25_000, status: 'succeeded', metadata: { transactionId } });

  it('the same event delivered 3 times in a row gives exactly one DepositPaid', async () => {
    const { transactionId, paymentIntentId } = await requested();
    const event = signedEvent('payment_intent.succeeded', succeeded(paymentIntentId, transactionId));
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await postWebhook(event.payload, event.signature));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.body.applied)).toEqual([true, false, false]);
    expect(await count(transactionId, 'DepositPaid')).toBe(1);
  });

  it('the same event delivered 3 times at once gives exactly one DepositPaid', async () => {
    for (let run = 0; run < 3; run++) {
      const { transactionId, paymentIntentId } = await requested();
      const event = signedEvent('payment_intent.succeeded', succeeded(paymentIntentId, transactionId));
      const answers = await Promise.all([0, 1, 2].map(() => postWebhook(event.payload, event.signature)));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(answers.filter((a) => a.body.applied)).toHaveLength(1);
      expect(await count(transactionId, 'DepositPaid')).toBe(1);
    }
  });

  it('every order of created / succeeded / refunded ends in the same state', async () => {
    const orders = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
    const finals = [];
    for (const order of orders) {
      const { client, transactionId, paymentIntentId } = await requested();
      const created = 1_800_000_000;
      const events = [
        signedEvent('payment_intent.created', { id: paymentIntentId, object: 'payment_intent', amount: 25_000, status: 'requires_payment_method', metadata: { transactionId } }, { created }),
        signedEvent('payment_intent.succeeded', succeeded(paymentIntentId, transactionId), { created: created + 10 }),
        signedEvent('charge.refunded', {
          id: `ch_${paymentIntentId}`, object: 'charge', amount: 25_000, amount_refunded: 25_000, refunded: true, payment_intent: paymentIntentId, metadata: {},
          refunds: { data: [{ id: `re_${paymentIntentId}` }] },
        }, { created: created + 20 }),
      ];
      for (const i of order) expect((await postWebhook(events[i].payload, events[i].signature)).status).toBe(200);
      const d = await depositState(transactionId);
      // Stripe wrote these, not the buyer: read-your-writes does not cover them (the deposit step polls), so wait here.
      await t.waitForProjections();
      const details = (await client.get('/customers/get-customer-payment-details', { query: { transactionId } })).body;
      finals.push({
        status: depositStatus(d), paid: d.paid, refunded: d.refunded, requested: d.requested, amount: d.amount, paidAt: d.paidAt, updatedAt: d.updatedAt,
        refundId: d.refundId?.startsWith('re_') ?? false, lastEvent: details.lastEvent, amountPaid: details.amountPaid,
        tx: (await client.get('/customers/get-customer-transactions-details', { query: { transactionId } })).body.status,
      });
    }
    for (const f of finals) expect(f).toEqual(finals[0]);
    expect(finals[0]).toMatchObject({ status: 'refunded', paid: true, refunded: true, lastEvent: 'refunded', amountPaid: 0, tx: 'incomplete' });
  });

  it('an unknown transaction or another event type is acknowledged and ignored', async () => {
    const unknown = signedEvent('payment_intent.succeeded', succeeded('pi_nowhere', '00000000-0000-4000-8000-000000000000'));
    expect(await postWebhook(unknown.payload, unknown.signature)).toMatchObject({ status: 200, body: { applied: false } });
    const other = signedEvent('customer.created', { id: 'cus_1', object: 'customer' });
    expect(await postWebhook(other.payload, other.signature)).toMatchObject({ status: 200, body: { applied: false } });
  });
});

describe('no payment is lost or kept twice', () => {
  const VISA = '4242 4242 4242 4242';
  /** Another intent Stripe attributes to the transaction (its metadata), as one replaced during an outage would be. */
  async function anotherIntent(transactionId: string) {
    const payments = t.server.app.get<Payments>(PAYMENTS, { strict: false });
    const intent = await payments.createPaymentIntent({ amount: 25_000, currency: 'cad', metadata: { transactionId }, idempotencyKey: `other-${transactionId}` });
    return { id: intent.id, pay: () => payments.confirmWithTestCard!(intent.id, VISA, `pay-${intent.id}`) };
  }
  const refundsOf = async (paymentIntentId: string) => (await local.requests()).filter((r) => r.method === 'POST' && r.path === '/v1/refunds' && !r.replayed
    && r.idempotencyKey?.endsWith(paymentIntentId));
  const intentCreations = async () => (await local.requests()).filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');

  it('Stripe unreachable: the deposit step answers 503 and keeps the intent the buyer may have paid (no second intent)', async () => {
    const { client, transactionId } = await ready();
    const first = await client.post('/finances/stripe-payment-intent', { body: { transactionId } });
    const intentsBefore = (await intentCreations()).length;
    const end = await local.outage({ method: 'GET', path: /^\/v1\/payment_intents\// });
    try {
      expectProblem(await client.post('/finances/stripe-payment-intent', { body: { transactionId } }), 503, 'purchase.payments_unavailable');
    } finally {
      await end();
    }
    expect(await intentCreations()).toHaveLength(intentsBefore);
    expect((await depositState(transactionId)).paymentIntentId).toBe(first.body.paymentIntentId);
    // Back up: the same intent again, and paying it is the deposit.
    const again = await client.post('/finances/stripe-payment-intent', { body: { transactionId } });
    expect(again.body.paymentIntentId).toBe(first.body.paymentIntentId);
  });

  it('an attempt lost in a crash at an amount since changed does not block the deposit: a new intent, never a 500', async () => {
    const { client, transactionId } = await ready();
    const deposit = t.settings.depositCents;
    const transactions = t.server.app.get(TransactionStream, { strict: false });
    // Before a release that changed the deposit: Stripe answered, then the process died before the append.
    t.settings.depositCents = deposit - 5_000;
    const crash = jest.spyOn(transactions, 'record').mockRejectedValueOnce(new Error('killed after Stripe answered'));
    // Its payment_intent.created webhook, which would attribute the intent to the transaction, is late (Stripe's may be).
    const lateWebhooks = await local.holdWebhooks('payment_intent.created', 1);
    try {
      try {
        expect((await client.post('/finances/stripe-payment-intent', { body: { transactionId } })).status).toBe(500);
      } finally {
        crash.mockRestore();
        t.settings.depositCents = deposit;
      }
      const lost = (await intentCreations()).at(-1)!;
      expect(lost.replayed).toBeFalsy();
      // The retry, after the release: Stripe would refuse the lost attempt's key with the new amount.
      const retry = await client.post('/finances/stripe-payment-intent', { body: { transactionId } });
      expect(retry.status).toBe(200);
      expect(retry.body.amount).toBe(deposit);
      expect((await depositState(transactionId)).paymentIntentId).toBe(retry.body.paymentIntentId);
      expect(await lateWebhooks()).toBe(1); // the lost attempt's, held until now
    } finally {
      await lateWebhooks();
    }
  });

  it("a payment on another of the transaction's intents is the deposit; a later one is refunded and the deposit stays", async () => {
    const { client, vehicleId, transactionId } = await ready();
    const current = await client.post('/finances/stripe-payment-intent', { body: { transactionId } });
    const other = await anotherIntent(transactionId);
    expect((await other.pay()).status).toBe('succeeded');
    await pollUntil(async () => (await streamTypes(t.server, vehicleStreamId(vehicleId))).includes('VehicleReserved'));
    expect(await depositState(transactionId)).toMatchObject({ paid: true, paymentIntentId: other.id });

    const late = await client.post('/finances/test-card-payment', {
      body: { transactionId, paymentIntentId: current.body.paymentIntentId, cardNumber: VISA, expiry: '12/34', cvc: '123' },
    });
    // The intent the buyer still had open is no longer the transaction's deposit: the test-card route refuses it, so pay it as Stripe would.
    expectProblem(late, 404, 'payments.unknown_payment_intent');
    const payments = t.server.app.get<Payments>(PAYMENTS, { strict: false });
    expect((await payments.confirmWithTestCard!(current.body.paymentIntentId, VISA, `late-${transactionId}`)).status).toBe('succeeded');
    await pollUntil(async () => (await types(transactionId)).includes('SurplusPaymentRefunded'), 20_000);
    expect(await refundsOf(current.body.paymentIntentId)).toHaveLength(1);
    expect(await refundsOf(other.id)).toHaveLength(0);
    const d = await depositState(transactionId);
    expect(d).toMatchObject({ paid: true, refundRequested: false, refunded: false, paymentIntentId: other.id });
    expect(d.surplus).toEqual({ [current.body.paymentIntentId]: { amount: 25_000, refunded: true } });
    await t.waitForProjections();
    expect((await client.get('/customers/get-customer-transactions-details', { query: { transactionId } })).body).toMatchObject({
      status: 'pending', hold: { status: 'reserved', holder: 'me', transactionId },
    });
  });
});

describe('a card sent again once Stripe took it: the deposit shows paid, never a raw provider error (ADR 0088)', () => {
  const VISA = '4242 4242 4242 4242';
  const pay = (client: Client, transactionId: string, paymentIntentId: string, cardNumber = VISA) =>
    client.post('/finances/test-card-payment', { body: { transactionId, paymentIntentId, cardNumber, expiry: '12/34', cvc: '123' } });
  const details = async (client: Client, transactionId: string) => (await client.get('/customers/get-customer-payment-details', { query: { transactionId } })).body;
  const confirmCalls = async (paymentIntentId: string) => (await local.requests()).filter((r) => r.method === 'POST' && r.path === `/v1/payment_intents/${paymentIntentId}/confirm`);

  it("before Stripe's webhook was recorded: settled from the intent at once, one DepositPaid and one charge; the late webhook adds nothing", async () => {
    const { client, vehicleId, transactionId } = await ready();
    const intent = (await client.post('/finances/stripe-payment-intent', { body: { transactionId } })).body;
    // Stripe takes the card, and its webhook is late (the server that should have recorded it died; Stripe retries later).
    const late = await local.holdWebhooks('payment_intent.succeeded', 1);
    let released = 0;
    try {
      expect((await pay(client, transactionId, intent.paymentIntentId)).body).toMatchObject({ status: 'succeeded' });
      // The buyer reloads: the same intent, the deposit not shown paid, so the card is sent again (twice at once: two tabs;
      // the second with a card that would be declined, which charges nothing either).
      expect((await client.post('/finances/stripe-payment-intent', { body: { transactionId } })).body.paymentIntentId).toBe(intent.paymentIntentId);
      expect(await details(client, transactionId)).toMatchObject({ paid: false });
      const again = await Promise.all([VISA, '4000 0000 0000 0002'].map((card) => pay(client, transactionId, intent.paymentIntentId, card)));
      for (const answer of again) expect(answer).toMatchObject({ status: 200, body: { Status: 1, status: 'succeeded', declineCode: null } });
      // Recorded by the buyer's own request: their next read shows it, with the webhook still held.
      expect(await details(client, transactionId)).toMatchObject({ paid: true, amountPaid: 25_000, lastEvent: 'paid', stripeId: intent.paymentIntentId });
      const recorded = (await t.server.infra.store.readStream(transactionStreamId(transactionId))).filter((e) => e.type === 'DepositPaid');
      expect(recorded.map((e) => e.data)).toEqual([expect.objectContaining({ paymentIntentId: intent.paymentIntentId, amount: 25_000, stripeEventId: null, cardLast4: '4242' })]);
      // The deposit's consequences follow as after the webhook: the vehicle reserved for this transaction.
      await pollUntil(async () => (await streamTypes(t.server, vehicleStreamId(vehicleId))).includes('VehicleReserved'));
    } finally {
      released = await late();
    }
    expect(released).toBe(1);
    await local.drain();
    expect(await count(transactionId, 'DepositPaid')).toBe(1);
    expect(await count(transactionId, 'SurplusPaymentReceived')).toBe(0);
    const charges = (await local.stripe.charges.list({ payment_intent: intent.paymentIntentId, limit: 100 })).data;
    expect(charges.filter((c) => c.captured && c.status === 'succeeded')).toHaveLength(1);
  });

  it("the card taken and its answer lost (a kill elsewhere in the process): Stripe's webhook passes the chaos suite's card-confirmation point before it records the payment (ADR 0085)", async () => {
    const { client, vehicleId, transactionId } = await ready();
    const intent = (await client.post('/finances/stripe-payment-intent', { body: { transactionId } })).body;
    const payments = t.server.app.get<Payments>(PAYMENTS, { strict: false });
    const webhook = await local.holdWebhooks('payment_intent.succeeded', 1);
    // Stripe takes the card; the request that asked never reads the answer (the buyer's reload then shows it paid).
    await payments.confirmWithTestCard!(intent.paymentIntentId, VISA, `answer-lost-${intent.paymentIntentId}`);
    // The point's SIGKILL: here the webhook's work stops at that line (as a killed process's would), nothing recorded.
    const { kills, write, disarm } = armCrashPointInProcess(`card-confirmation@${vehicleId}`);
    try {
      expect(await webhook()).toBe(1);
      await pollUntil(async () => kills.length > 0, 30_000, { what: 'the card-confirmation point reached' });
      expect(write).toHaveBeenCalledWith(2, `CRASH_AT reached: card-confirmation@${vehicleId}\n`);
      expect(await count(transactionId, 'DepositPaid')).toBe(0);
    } finally {
      disarm();
    }
    // Stripe delivers again (to the restarted process; here, the point disarmed): the payment recorded once.
    await local.drain();
    expect(await count(transactionId, 'DepositPaid')).toBe(1);
  });

  it('once the deposit is recorded: answered paid without asking Stripe to charge again', async () => {
    const { client, vehicleId, transactionId } = await ready();
    const { intent } = await payDeposit(client, transactionId);
    await pollUntil(async () => (await streamTypes(t.server, vehicleStreamId(vehicleId))).includes('VehicleReserved'));
    const confirmsBefore = (await confirmCalls(intent.paymentIntentId)).length;
    expect((await pay(client, transactionId, intent.paymentIntentId)).body).toEqual({ Status: 1, status: 'succeeded', declineCode: null });
    expect(await confirmCalls(intent.paymentIntentId)).toHaveLength(confirmsBefore);
    expect(await count(transactionId, 'DepositPaid')).toBe(1);
  });

  it("an intent cancelled at Stripe: a stable 409 the deposit step words, then a new intent; Stripe unreachable: 503 in the step's terms", async () => {
    const { client, transactionId } = await ready();
    const intent = (await client.post('/finances/stripe-payment-intent', { body: { transactionId } })).body;
    await local.stripe.paymentIntents.cancel(intent.paymentIntentId);
    expectProblem(await pay(client, transactionId, intent.paymentIntentId), 409, 'purchase.deposit_payment_cancelled', 'paymentIntentId');
    const replaced = (await client.post('/finances/stripe-payment-intent', { body: { transactionId } })).body;
    expect(replaced.paymentIntentId).not.toBe(intent.paymentIntentId);

    // Stripe took the new intent's card (its webhook late), then cannot be asked about it: the step says so, nothing is written.
    const late = await local.holdWebhooks('payment_intent.succeeded', 1);
    try {
      expect((await pay(client, transactionId, replaced.paymentIntentId)).body.status).toBe('succeeded');
      const end = await local.outage({ method: 'GET', path: /^\/v1\/payment_intents\// });
      try {
        expectProblem(await pay(client, transactionId, replaced.paymentIntentId), 503, 'purchase.payments_unavailable');
      } finally {
        await end();
      }
      expect(await count(transactionId, 'DepositPaid')).toBe(0);
      // Back up: the same card sent again settles it.
      expect((await pay(client, transactionId, replaced.paymentIntentId)).body).toMatchObject({ status: 'succeeded', declineCode: null });
      expect(await count(transactionId, 'DepositPaid')).toBe(1);
    } finally {
      await late();
    }
    await local.drain();
    expect(await count(transactionId, 'DepositPaid')).toBe(1);
  });
});

describe('refunds', () => {
  it('reservation expiry triggers the refund (idempotency key on the refund call)', async () => {
    const { client, vehicleId, transactionId } = await ready();
    t.settings.reservationMinutes = 0.05; // 3 seconds
    try {
      await payDeposit(client, transactionId);
      await pollUntil(async () => (await streamTypes(t.server, vehicleStreamId(vehicleId))).includes('VehicleReserved'));
    } finally {
      t.settings.reservationMinutes = 5 * 24 * 60;
    }
    await pollUntil(async () => (await streamTypes(t.server, vehicleStreamId(vehicleId))).includes('ReservationExpired'), 20_000);
    await pollUntil(async () => (await types(transactionId)).includes('DepositRefunded'), 20_000);
    const history = await types(transactionId);
    expect(history.indexOf('DepositRefundRequested')).toBeLessThan(history.indexOf('DepositRefunded'));
    const d = await depositState(transactionId);
    expect(d).toMatchObject({ refundRequested: true, refunded: true, refundReason: 'reservation_expired' });
    const refundCalls = (await local.requests()).filter((r) => r.path === '/v1/refunds' && r.idempotencyKey === d.refundIdempotencyKey);
    expect(refundCalls.length).toBeGreaterThanOrEqual(1);
    expect(refundCalls.filter((r) => !r.replayed)).toHaveLength(1); // one refund, however often it was asked for
    await t.waitForProjections();
    expect((await client.get(`/catalog/vehicles/${vehicleId}`)).body.status).toBe('available');
    expect((await client.get('/customers/get-customer-payment-details', { query: { transactionId } })).body).toMatchObject({ paid: false, lastEvent: 'refunded' });
  });

  it('cancelling a purchase with a paid deposit frees the vehicle and refunds the deposit', async () => {
    const { client, vehicleId, transactionId } = await ready();
    await payDeposit(client, transactionId);
    await pollUntil(async () => (await streamTypes(t.server, vehicleStreamId(vehicleId))).includes('VehicleReserved'));
    expect((await client.post('/customers/cancel-customer-transaction', { body: { transactionId } })).body).toEqual({ Status: 1 });
    await pollUntil(async () => (await types(transactionId)).includes('DepositRefunded'), 20_000);
    await pollUntil(async () => (await streamTypes(t.server, vehicleStreamId(vehicleId))).includes('ReservationCancelled'));
    expect((await depositState(transactionId)).refundReason).toBe('cancelled');
  });
});
