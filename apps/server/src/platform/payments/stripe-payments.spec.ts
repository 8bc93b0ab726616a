import { LocalStripeServer } from './local-stripe-server';
import { PaymentsIdempotencyConflict } from './payments.port';
import { StripePayments } from './stripe-payments';

/**
 * The adapter translates Stripe's `idempotency_error` (a key reused with other parameters) into the port's
 * PaymentsIdempotencyConflict, so that modules never depend on the SDK's errors. Against the local stand-in, which
 * answers a reused key as Stripe does.
 */
let local: LocalStripeServer;
let payments: StripePayments;

beforeAll(async () => {
  const webhookSecrets = { deposits: 'whsec_a', subscriptions: 'whsec_b' };
  local = new LocalStripeServer({ webhookSecrets, endpointOf: () => 'subscriptions', webhookUrl: () => null });
  const { host, port } = await local.start();
  payments = new StripePayments({ secretKey: 'sk_test_local', publishableKey: null, webhookSecrets, mode: 'local', host: { host, port, protocol: 'http' } });
});
afterAll(() => local.stop());

const plan = (key: 'dealer' | 'headquarter', card = '4242 4242 4242 4242') => ({
  email: 'dealer@example.com', name: 'Auto Boulevard', priceLookupKey: `plan-${key}-monthly`, paymentMethod: card,
  metadata: { companyId: '1', plan: key }, idempotencyKey: 'company-1:plan-request:v1',
});

it('replays a subscription asked again with the same key and parameters; other parameters are a PaymentsIdempotencyConflict', async () => {
  const first = await payments.createSubscription(plan('dealer'));
  expect(await payments.createSubscription(plan('dealer'))).toEqual(first);
  for (const other of [plan('headquarter'), plan('dealer', '5555 5555 5555 4444')]) {
    const refused = await payments.createSubscription(other).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PaymentsIdempotencyConflict);
    expect((refused as Error).message).toMatch(/can only be used with the same parameters/);
  }
  const created = local.requests.filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions' && !r.replayed && !r.idempotencyError);
  expect(created).toHaveLength(1);
});

it('translates the conflict for deposit intents too', async () => {
  const deposit = { amount: 25_000, currency: 'cad', metadata: { transactionId: 't1' }, idempotencyKey: 'deposit-intent-t1-first' };
  const first = await payments.createPaymentIntent(deposit);
  expect((await payments.createPaymentIntent(deposit)).id).toBe(first.id);
  await expect(payments.createPaymentIntent({ ...deposit, amount: 30_000 })).rejects.toBeInstanceOf(PaymentsIdempotencyConflict);
});
