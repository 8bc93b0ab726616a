import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import Stripe from 'stripe';
import { recreateDatabase, dropDatabase, urlFor } from '../../support/database';
import { pollUntil } from '../../support/poll';
import { StandIn, startStandInProcess, type StandInProcess } from '../../support/stripe-standin';

/**
 * The Stripe stand-in as its own process (ADR 0069), through the official SDK as the server reaches it: idempotency
 * keys as Stripe keeps them (24 hours, in its database), its records and its webhook deliveries kept across a kill -9,
 * and webhooks signed per endpoint and retried with exponential back-off until a 2xx. This file runs a stand-in of
 * its own (it kills it), over a database of its own.
 */
const RETRY_BASE_MS = 200;
const database = `marketplace_t_standin_${randomBytes(4).toString('hex')}`;
let standIn: StandInProcess;

beforeAll(async () => {
  await recreateDatabase(database);
  standIn = await startStandInProcess({ databaseUrl: urlFor(database), retryBaseMs: RETRY_BASE_MS });
});
afterAll(async () => {
  await standIn?.kill('SIGTERM');
  await dropDatabase(database);
});

/** A fresh account on the stand-in (a key of its own). */
const account = () => new StandIn(standIn.url, `sk_test_${randomBytes(12).toString('hex')}`);
const intent = (metadata: Record<string, string>, amount = 25_000) => ({ amount, currency: 'cad', metadata });

/** A webhook endpoint of the test: records what it receives; answers the statuses it is given, then 200. */
async function receiver(statuses: number[] = []) {
  const received: { at: number; signature: string; body: string }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ at: Date.now(), signature: String(req.headers['stripe-signature']), body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hook`, port, received,
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
    listenAgain: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
  };
}

describe('the API version (https://docs.stripe.com/api/versioning)', () => {
  it('is the one the SDK pins, on every answer and on the events', async () => {
    const local = account();
    const created = await local.stripe.paymentIntents.create(intent({ plan: 'dealer' }));
    expect(created.lastResponse.headers['stripe-version']).toBe(Stripe.API_VERSION);
    expect((await local.stripe.events.list({ type: 'payment_intent.created' })).data.map((e) => e.api_version)).toEqual([Stripe.API_VERSION]);
  });

  it('takes the allowed payment method types a create names, and refuses payment_method_types as a parameter (2026-11-18.endive)', async () => {
    const local = account();
    const card = await local.stripe.paymentIntents.create({ ...intent({ plan: 'dealer' }), allowed_payment_method_types: ['card'] });
    expect(card).toMatchObject({ allowed_payment_method_types: ['card'], payment_method_types: ['card'], automatic_payment_methods: null });
    const old = await local.stripe.paymentIntents.create({ ...intent({ plan: 'dealer' }), payment_method_types: ['card'] } as Stripe.PaymentIntentCreateParams).catch((e: unknown) => e);
    expect(old).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(old).toMatchObject({ statusCode: 400, code: 'parameter_unknown', param: 'payment_method_types' });
  });
});

describe('idempotency keys (https://docs.stripe.com/api/idempotent_requests)', () => {
  it('replays the first answer to the same request with the same key, whatever the order of its parameters', async () => {
    const local = account();
    const first = await local.stripe.paymentIntents.create(intent({ transactionId: 't1', vehicleId: 'v1' }), { idempotencyKey: 'same-params' });
    const again = await local.stripe.paymentIntents.create({ metadata: { vehicleId: 'v1', transactionId: 't1' }, currency: 'cad', amount: 25_000 }, { idempotencyKey: 'same-params' });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect((await local.requests()).map((r) => [r.idempotencyKey, r.replayed, r.idempotencyError])).toEqual([['same-params', false, false], ['same-params', true, false]]);
  });

  it('refuses the key with other parameters (400 idempotency_error), creates nothing, and still replays the first request', async () => {
    const local = account();
    const first = await local.stripe.paymentIntents.create(intent({ plan: 'dealer' }), { idempotencyKey: 'other-params' });
    for (const other of [intent({ plan: 'headquarter' }), intent({ plan: 'dealer' }, 30_000), intent({})]) {
      const refused = await local.stripe.paymentIntents.create(other, { idempotencyKey: 'other-params' }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
      // `raw` is the error as the stand-in answered it; the SDK (23) puts the request's id before its `message`.
      expect(refused).toMatchObject({
        type: 'StripeIdempotencyError', statusCode: 400, rawType: 'idempotency_error',
        raw: {
          message: 'Keys for idempotent requests can only be used with the same parameters they were first used with. '
            + "Try using a key other than 'other-params' if you meant to execute a different request.",
        },
      });
    }
    expect((await local.stripe.paymentIntents.create(intent({ plan: 'dealer' }), { idempotencyKey: 'other-params' })).id).toBe(first.id);
    expect((await local.requests()).map((r) => [r.replayed, r.idempotencyError])).toEqual([[false, false], [false, true], [false, true], [false, true], [true, false]]);
    expect((await local.stripe.events.list({ type: 'payment_intent.created' })).data).toHaveLength(1);
  });

  it('refuses the key on another endpoint', async () => {
    const local = account();
    const customer = await local.stripe.customers.create({ name: 'Auto Boulevard', metadata: { plan: 'dealer' } }, { idempotencyKey: 'one-endpoint' });
    const refused = await local.stripe.paymentIntents.create(intent({ plan: 'dealer' }), { idempotencyKey: 'one-endpoint' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect((refused as InstanceType<typeof Stripe.errors.StripeError>).raw).toHaveProperty('message', expect.stringMatching(/^Keys for idempotent requests can only be used for the same endpoint they were first used for \('POST \/v1\/customers' vs 'POST \/v1\/payment_intents'\)/));
    expect((await local.stripe.customers.create({ name: 'Auto Boulevard', metadata: { plan: 'dealer' } }, { idempotencyKey: 'one-endpoint' })).id).toBe(customer.id);
  });

  it('keeps a key 24 hours: a key older than that is a new request', async () => {
    const local = account();
    const first = await local.stripe.customers.create({ name: 'Old key' }, { idempotencyKey: 'day-old' });
    const db = new Client({ connectionString: urlFor(database) });
    await db.connect();
    try {
      await db.query(`update stripe_standin.idempotency_keys set created_at = now() - interval '23 hours 59 minutes' where key = 'day-old'`);
      expect((await local.stripe.customers.create({ name: 'Old key' }, { idempotencyKey: 'day-old' })).id).toBe(first.id);
      await db.query(`update stripe_standin.idempotency_keys set created_at = now() - interval '24 hours 1 minute' where key = 'day-old'`);
    } finally {
      await db.end();
    }
    const second = await local.stripe.customers.create({ name: 'Old key' }, { idempotencyKey: 'day-old' });
    expect(second.id).not.toBe(first.id);
  });

  it('keeps each account apart: another key sees none of its objects and may reuse its idempotency keys', async () => {
    const [a, b] = [account(), account()];
    const pi = await a.stripe.paymentIntents.create(intent({}), { idempotencyKey: 'shared-key' });
    expect(await b.stripe.paymentIntents.retrieve(pi.id).catch((e: unknown) => e)).toMatchObject({ statusCode: 404, code: 'resource_missing' });
    expect((await b.stripe.paymentIntents.create(intent({}), { idempotencyKey: 'shared-key' })).id).not.toBe(pi.id);
    expect(await new StandIn(standIn.url, 'sk_live_nope').stripe.customers.create({}).catch((e: unknown) => e)).toMatchObject({ statusCode: 401, type: 'StripeAuthenticationError' });
  });

  it('holds the requests a test selects until released, once as many as asked wait', async () => {
    const local = account();
    const gate = await local.hold({ method: 'POST', path: /^\/v1\/customers$/ });
    let answered = 0;
    const calls = ['a', 'b'].map((name) => local.stripe.customers.create({ name }).then((c) => (answered++, c)));
    await gate.arrived(2);
    expect(answered).toBe(0);
    await gate.release();
    expect((await Promise.all(calls)).map((c) => c.name).sort()).toEqual(['a', 'b']);
    expect((await local.stripe.customers.create({ name: 'c' })).name).toBe('c');
  });
});

describe('a kill -9 of the stand-in loses nothing it answered', () => {
  it('keeps every customer, payment intent, charge, refund, subscription, dispute and idempotency key', async () => {
    const local = account();
    const s = local.stripe;
    const paid = await s.paymentIntents.create({ ...intent({ transactionId: 'kept' }), payment_method: 'pm_card_visa', confirm: true }, { idempotencyKey: 'kept-intent' });
    const refund = await s.refunds.create({ payment_intent: paid.id, amount: 5_000 });
    const customer = await s.customers.create({ email: 'kept@example.com', payment_method: 'pm_card_visa', invoice_settings: { default_payment_method: 'pm_card_visa' } });
    const [price] = (await s.prices.list({ lookup_keys: ['plan-dealer-monthly'] })).data;
    const subscription = await s.subscriptions.create({ customer: customer.id, items: [{ price: price.id }], metadata: { companyId: '1' } });
    const disputed = await s.paymentIntents.create({ ...intent({}), payment_method: 'pm_card_createDispute', confirm: true });
    const [dispute] = (await s.disputes.list({ payment_intent: disputed.id })).data;
    const evidence = await s.disputes.update(dispute.id, { evidence: { uncategorized_text: 'Signed contract attached' }, submit: false });
    const before = {
      paid: await s.paymentIntents.retrieve(paid.id), charge: await s.charges.retrieve(paid.latest_charge as string), refund: await s.refunds.retrieve(refund.id),
      customer: await s.customers.retrieve(customer.id), subscription: await s.subscriptions.retrieve(subscription.id), dispute: await s.disputes.retrieve(dispute.id),
    };
    expect(before.subscription.status).toBe('active');
    expect(before.charge.amount_refunded).toBe(5_000);
    expect(evidence.evidence.uncategorized_text).toBe('Signed contract attached');

    await standIn.kill('SIGKILL');
    expect(await s.customers.retrieve(customer.id).catch((e: unknown) => e)).toBeInstanceOf(Stripe.errors.StripeConnectionError);
    await standIn.restart();

    const after = {
      paid: await s.paymentIntents.retrieve(paid.id), charge: await s.charges.retrieve(paid.latest_charge as string), refund: await s.refunds.retrieve(refund.id),
      customer: await s.customers.retrieve(customer.id), subscription: await s.subscriptions.retrieve(subscription.id), dispute: await s.disputes.retrieve(dispute.id),
    };
    const plain = (o: Record<string, unknown>) => JSON.parse(JSON.stringify(o, (k, v) => (k === 'lastResponse' ? undefined : v)));
    expect(plain(after)).toEqual(plain(before));
    const replayed = await s.paymentIntents.create({ ...intent({ transactionId: 'kept' }), payment_method: 'pm_card_visa', confirm: true }, { idempotencyKey: 'kept-intent' });
    expect(replayed.id).toBe(paid.id);
    expect(replayed.lastResponse.headers['idempotent-replayed']).toBe('true');
  });
});

describe('webhooks', () => {
  it('signs each delivery with its endpoint\'s secret (Stripe-Signature) and sends an endpoint only the events it selected', async () => {
    const local = account();
    const deposits = await receiver();
    const plans = await receiver();
    try {
      const a = await local.stripe.webhookEndpoints.create({ url: deposits.url, enabled_events: ['payment_intent.succeeded'] });
      const b = await local.stripe.webhookEndpoints.create({ url: plans.url, enabled_events: ['customer.created'] });
      expect(a.secret).toMatch(/^whsec_/);
      expect((await local.stripe.webhookEndpoints.retrieve(a.id)).secret).toBeUndefined(); // shown once, as Stripe does
      const pi = await local.stripe.paymentIntents.create({ ...intent({}), payment_method: 'pm_card_visa', confirm: true });
      await local.stripe.customers.create({ name: 'Plans' });
      await local.drain();
      expect(deposits.received).toHaveLength(1);
      const event = local.stripe.webhooks.constructEvent(deposits.received[0].body, deposits.received[0].signature, a.secret!, 300);
      expect(event).toMatchObject({ type: 'payment_intent.succeeded', data: { object: { id: pi.id, status: 'succeeded' } } });
      expect(() => local.stripe.webhooks.constructEvent(deposits.received[0].body, deposits.received[0].signature, b.secret!, 300)).toThrow(Stripe.errors.StripeSignatureVerificationError);
      expect(plans.received.map((r) => JSON.parse(r.body).type)).toEqual(['customer.created']);
    } finally {
      await deposits.close();
      await plans.close();
    }
  });

  it('retries a delivery not acknowledged with a 2xx, each delay twice the one before, and stops at the first 2xx', async () => {
    const local = account();
    const hook = await receiver([500, 404, 503]);
    try {
      await local.stripe.webhookEndpoints.create({ url: hook.url, enabled_events: ['customer.created'] });
      await local.stripe.customers.create({ name: 'Retried' });
      await pollUntil(async () => (await local.deliveries()).find((d) => d.deliveredAt));
      const [delivery] = await local.deliveries();
      expect(delivery).toMatchObject({ type: 'customer.created', attempts: 4, lastStatus: 200 });
      expect(hook.received).toHaveLength(4);
      const gaps = hook.received.slice(1).map((r, i) => r.at - hook.received[i].at);
      gaps.forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual(RETRY_BASE_MS * 2 ** i - 20));
      // The same event each time, signed afresh.
      expect(new Set(hook.received.map((r) => JSON.parse(r.body).id)).size).toBe(1);
    } finally {
      await hook.close();
    }
  });

  it('keeps deliveries across a kill -9 of the stand-in: one not yet acknowledged is delivered once it is back, to where the endpoint is now', async () => {
    const local = account();
    const hook = await receiver();
    try {
      const endpoint = await local.stripe.webhookEndpoints.create({ url: hook.url, enabled_events: ['payment_intent.succeeded'] });
      await hook.close(); // the receiving server is down
      const pi = await local.stripe.paymentIntents.create({ ...intent({}), payment_method: 'pm_card_visa', confirm: true });
      await pollUntil(async () => ((await local.deliveries())[0]?.attempts ?? 0) >= 1);
      await standIn.kill('SIGKILL');
      await standIn.restart();
      const moved = await receiver(); // back on another port, as a restarted server may be
      try {
        await local.stripe.webhookEndpoints.update(endpoint.id, { url: moved.url });
        await pollUntil(async () => (await local.deliveries())[0]?.deliveredAt);
        expect(moved.received.map((r) => JSON.parse(r.body).data.object.id)).toEqual([pi.id]);
      } finally {
        await moved.close();
      }
    } finally {
      await hook.close().catch(() => undefined);
    }
  });
});
