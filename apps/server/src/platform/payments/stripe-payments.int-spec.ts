import { randomBytes } from 'node:crypto';
import { StandIn } from '../../../../../tests/support/stripe-standin';
import { PaymentsIdempotencyConflict, PaymentsUnavailable } from './payments.port';
import { StripePayments } from './stripe-payments';

/**
 * The adapter translates Stripe's errors into the port's: `idempotency_error` (a key reused with other parameters)
 * is PaymentsIdempotencyConflict, no answer is PaymentsUnavailable, so that modules never depend on the SDK's errors.
 * Against the run's Stripe stand-in (an account of this file's), which answers as Stripe does.
 */
const webhookSecrets = { deposits: 'whsec_a', subscriptions: 'whsec_b' };
const local = new StandIn(process.env.STRIPE_STANDIN_URL!, `sk_test_${randomBytes(12).toString('hex')}`);
const url = new URL(local.url);
const payments = new StripePayments({
  secretKey: local.secretKey, publishableKey: null, webhookSecrets, mode: 'local', host: { host: url.hostname, port: Number(url.port), protocol: 'http' },
});

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
  const created = (await local.requests()).filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions' && !r.replayed && !r.idempotencyError);
  expect(created).toHaveLength(1);
});

it('translates the conflict for deposit intents too', async () => {
  const deposit = { amount: 25_000, currency: 'cad', metadata: { transactionId: 't1' }, idempotencyKey: 'deposit-intent-t1-first' };
  const first = await payments.createPaymentIntent(deposit);
  expect((await payments.createPaymentIntent(deposit)).id).toBe(first.id);
  await expect(payments.createPaymentIntent({ ...deposit, amount: 30_000 })).rejects.toBeInstanceOf(PaymentsIdempotencyConflict);
});

it('answers PaymentsUnavailable (503 payments.unavailable) when the provider cannot be reached or fails, never the SDK\'s error', async () => {
  const nowhere = new StripePayments({
    secretKey: local.secretKey, publishableKey: null, webhookSecrets, mode: 'local', host: { host: '127.0.0.1', port: 9, protocol: 'http' }, maxNetworkRetries: 0,
  });
  const deposit = { amount: 25_000, currency: 'cad', metadata: { transactionId: 't2' }, idempotencyKey: 'deposit-intent-t2-first' };
  await expect(nowhere.createPaymentIntent(deposit)).rejects.toMatchObject({ name: 'PaymentsUnavailable', code: 'payments.unavailable', kind: 'unavailable' });
  await expect(nowhere.retrievePaymentIntent('pi_x')).rejects.toBeInstanceOf(PaymentsUnavailable);
  const end = await local.outage({ method: 'POST', path: /^\/v1\/refunds$/ });
  try {
    const paid = await payments.createPaymentIntent(deposit);
    await payments.confirmWithTestCard(paid.id, '4242 4242 4242 4242', 'pay-t2');
    await expect(payments.refund({ paymentIntentId: paid.id, amount: 25_000, metadata: {}, idempotencyKey: 'refund-t2' })).rejects.toBeInstanceOf(PaymentsUnavailable);
  } finally {
    await end();
  }
});
