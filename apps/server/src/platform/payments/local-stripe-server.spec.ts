import Stripe from 'stripe';
import { LocalStripeServer } from './local-stripe-server';

/**
 * The local Stripe-API stand-in keeps idempotency keys as Stripe does (https://docs.stripe.com/api/idempotent_requests):
 * the same request again (method, path, parameters) replays the first answer; the key with other parameters or on
 * another endpoint is refused with 400 `idempotency_error`, nothing done. Through the official SDK, as the app calls it.
 */
let local: LocalStripeServer;
let stripe: Stripe;

beforeAll(async () => {
  local = new LocalStripeServer({ webhookSecrets: { deposits: 'whsec_a', subscriptions: 'whsec_b' }, endpointOf: () => 'deposits', webhookUrl: () => null });
  const { host, port } = await local.start();
  stripe = new Stripe('sk_test_local', { host, port, protocol: 'http', maxNetworkRetries: 0 });
});
afterAll(() => local.stop());

const intent = (metadata: Record<string, string>, amount = 25_000) => ({ amount, currency: 'cad', metadata });
const requestsWith = (key: string) => local.requests.filter((r) => r.idempotencyKey === key);

it('replays the first answer to the same request with the same key, whatever the order of its parameters', async () => {
  const first = await stripe.paymentIntents.create(intent({ transactionId: 't1', vehicleId: 'v1' }), { idempotencyKey: 'same-params' });
  const again = await stripe.paymentIntents.create({ metadata: { vehicleId: 'v1', transactionId: 't1' }, currency: 'cad', amount: 25_000 }, { idempotencyKey: 'same-params' });
  expect(again.id).toBe(first.id);
  expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
  expect(requestsWith('same-params').map((r) => [r.replayed, r.idempotencyError])).toEqual([[false, false], [true, false]]);
});

it('refuses the key with other parameters (400 idempotency_error), creates nothing, and still replays the first request', async () => {
  const first = await stripe.paymentIntents.create(intent({ plan: 'dealer' }), { idempotencyKey: 'other-params' });
  for (const other of [intent({ plan: 'headquarter' }), intent({ plan: 'dealer' }, 30_000), intent({})]) {
    const refused = await stripe.paymentIntents.create(other, { idempotencyKey: 'other-params' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(refused).toMatchObject({
      type: 'StripeIdempotencyError', statusCode: 400, rawType: 'idempotency_error',
      message: 'Keys for idempotent requests can only be used with the same parameters they were first used with. '
        + "Try using a key other than 'other-params' if you meant to execute a different request.",
    });
  }
  expect((await stripe.paymentIntents.create(intent({ plan: 'dealer' }), { idempotencyKey: 'other-params' })).id).toBe(first.id);
  expect(requestsWith('other-params').map((r) => [r.replayed, r.idempotencyError])).toEqual([[false, false], [false, true], [false, true], [false, true], [true, false]]);
});

it('refuses the key on another endpoint', async () => {
  const customer = await stripe.customers.create({ name: 'Auto Boulevard', metadata: { plan: 'dealer' } }, { idempotencyKey: 'one-endpoint' });
  const refused = await stripe.paymentIntents.create(intent({ plan: 'dealer' }), { idempotencyKey: 'one-endpoint' }).catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  expect((refused as Error).message).toMatch(/^Keys for idempotent requests can only be used for the same endpoint they were first used for \('POST \/v1\/customers' vs 'POST \/v1\/payment_intents'\)/);
  expect((await stripe.customers.create({ name: 'Auto Boulevard', metadata: { plan: 'dealer' } }, { idempotencyKey: 'one-endpoint' })).id).toBe(customer.id);
});

it('holds the requests a test selects until released, once as many as asked wait', async () => {
  const gate = local.hold((method, path) => method === 'POST' && path === '/v1/customers');
  let answered = 0;
  const calls = ['a', 'b'].map((name) => stripe.customers.create({ name }).then((c) => (answered++, c)));
  await gate.arrived(2);
  expect(answered).toBe(0);
  gate.release();
  expect((await Promise.all(calls)).map((c) => c.name)).toEqual(['a', 'b']);
  // Released: later requests pass.
  expect((await stripe.customers.create({ name: 'c' })).name).toBe('c');
});
