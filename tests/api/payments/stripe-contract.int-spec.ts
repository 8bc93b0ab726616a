import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { pollUntil } from '../../support/poll';
import { StandIn } from '../../support/stripe-standin';

/**
 * The contract between the product and Stripe (ADR 0069): the same cases, run against the Stripe stand-in and, when
 * STRIPE_SECRET_KEY is a Stripe test key (sk_test_…), against Stripe's test mode, so that the stand-in answers what
 * Stripe answers for every call the product makes (payments.port.ts, stripe-payments.ts) and for disputes: shapes,
 * statuses and error codes. Without a test key the Stripe run is skipped, and the run says so.
 */
const realKey = process.env.STRIPE_SECRET_KEY?.startsWith('sk_test_') ? process.env.STRIPE_SECRET_KEY : null;
if (!realKey) {
  console.warn('Stripe contract test: the cases against Stripe\'s test mode are SKIPPED, because STRIPE_SECRET_KEY is not a Stripe test key (sk_test_…). They ran against the stand-in only.');
}

/** Stripe's test mode is asked over the network: give its answers (and its asynchronous disputes) time. */
jest.setTimeout(120_000);

const unique = () => randomBytes(8).toString('hex');

const errorOf = (promise: Promise<unknown>) => promise.then(() => null, (e: unknown) => e as Stripe.errors.StripeError);

function contract(stripe: () => Stripe, o: { asyncWaitMs: number }) {
  const deposit = (metadata: Record<string, string> = {}) => ({ amount: 25_000, currency: 'cad', allowed_payment_method_types: ['card'], metadata, description: 'Deposit 2021 Honda Civic' });

  it('creates a payment intent waiting for a payment method, with its client secret and metadata', async () => {
    const pi = await stripe().paymentIntents.create(deposit({ transactionId: 'tx-1' }), { idempotencyKey: `contract-${unique()}` });
    expect(pi).toMatchObject({
      id: expect.stringMatching(/^pi_\w+$/), object: 'payment_intent', amount: 25_000, amount_received: 0, currency: 'cad', status: 'requires_payment_method',
      metadata: { transactionId: 'tx-1' }, livemode: false, latest_charge: null, last_payment_error: null, capture_method: 'automatic',
      description: 'Deposit 2021 Honda Civic',
    });
    expect(pi.client_secret).toMatch(new RegExp(`^${pi.id}_secret_\\w+$`));
    expect(await stripe().paymentIntents.retrieve(pi.id)).toMatchObject({ id: pi.id, status: 'requires_payment_method' });
  });

  it('replays an idempotent request; refuses its key with other parameters (idempotency_error)', async () => {
    const key = `contract-${unique()}`;
    const first = await stripe().paymentIntents.create(deposit({ transactionId: 'tx-2' }), { idempotencyKey: key });
    const again = await stripe().paymentIntents.create(deposit({ transactionId: 'tx-2' }), { idempotencyKey: key });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    const refused = await errorOf(stripe().paymentIntents.create({ ...deposit({ transactionId: 'tx-2' }), amount: 30_000 }, { idempotencyKey: key }));
    expect(refused).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(refused).toMatchObject({ statusCode: 400, rawType: 'idempotency_error' });
  });

  it('answers 404 resource_missing for an intent it does not have', async () => {
    expect(await errorOf(stripe().paymentIntents.retrieve(`pi_${unique()}`))).toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 404, code: 'resource_missing' });
  });

  it('pays with a test card: succeeded, with a captured charge that shows the card\'s last four digits', async () => {
    const pi = await stripe().paymentIntents.create(deposit());
    const paid = await stripe().paymentIntents.confirm(pi.id, { payment_method: 'pm_card_visa' });
    expect(paid).toMatchObject({ status: 'succeeded', amount_received: 25_000, latest_charge: expect.stringMatching(/^ch_/), payment_method: expect.stringMatching(/^pm_/) });
    const charge = await stripe().charges.retrieve(paid.latest_charge as string);
    expect(charge).toMatchObject({ object: 'charge', amount: 25_000, captured: true, paid: true, refunded: false, status: 'succeeded', payment_intent: pi.id });
    expect(charge.payment_method_details?.card?.last4).toBe('4242');
    const again = await errorOf(stripe().paymentIntents.confirm(pi.id, { payment_method: 'pm_card_visa' }));
    expect(again).toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400, code: 'payment_intent_unexpected_state' });
  });

  it('declines Stripe\'s declining test cards: 402 card_error carrying the intent, back to requires_payment_method', async () => {
    for (const [pm, decline] of [['pm_card_chargeDeclined', 'generic_decline'], ['pm_card_chargeDeclinedInsufficientFunds', 'insufficient_funds']]) {
      const pi = await stripe().paymentIntents.create(deposit());
      const declined = await errorOf(stripe().paymentIntents.confirm(pi.id, { payment_method: pm }));
      expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
      expect(declined).toMatchObject({ statusCode: 402, code: 'card_declined', decline_code: decline });
      expect((declined as Stripe.errors.StripeCardError).payment_intent).toMatchObject({ id: pi.id, status: 'requires_payment_method', last_payment_error: { code: 'card_declined', decline_code: decline } });
    }
  });

  it('authorises a manual-capture intent, then captures it', async () => {
    const pi = await stripe().paymentIntents.create({ ...deposit(), capture_method: 'manual' });
    const authorised = await stripe().paymentIntents.confirm(pi.id, { payment_method: 'pm_card_visa' });
    expect(authorised).toMatchObject({ status: 'requires_capture', amount_capturable: 25_000, amount_received: 0 });
    const captured = await stripe().paymentIntents.capture(pi.id);
    expect(captured).toMatchObject({ status: 'succeeded', amount_received: 25_000, amount_capturable: 0 });
    expect(await stripe().charges.retrieve(captured.latest_charge as string)).toMatchObject({ captured: true, amount_captured: 25_000 });
    expect(await errorOf(stripe().paymentIntents.cancel(pi.id))).toMatchObject({ statusCode: 400, code: 'payment_intent_unexpected_state' });
  });

  it('refunds part, then the rest; a third refund is charge_already_refunded', async () => {
    const pi = await stripe().paymentIntents.create({ ...deposit(), payment_method: 'pm_card_visa', confirm: true });
    const part = await stripe().refunds.create({ payment_intent: pi.id, amount: 5_000, metadata: { reason: 'contract' } });
    expect(part).toMatchObject({ object: 'refund', amount: 5_000, status: 'succeeded', payment_intent: pi.id, metadata: { reason: 'contract' } });
    const rest = await stripe().refunds.create({ payment_intent: pi.id });
    expect(rest.amount).toBe(20_000);
    expect(await stripe().charges.retrieve(pi.latest_charge as string)).toMatchObject({ refunded: true, amount_refunded: 25_000 });
    expect(await errorOf(stripe().refunds.create({ payment_intent: pi.id }))).toMatchObject({ statusCode: 400, code: 'charge_already_refunded' });
  });

  it('bills a customer\'s monthly subscription; cancels it at the period\'s end, then now', async () => {
    const lookupKey = `contract-plan-${unique()}`;
    await stripe().prices.create({ currency: 'cad', unit_amount: 50_000, recurring: { interval: 'month' }, product_data: { name: 'Contract plan' }, lookup_key: lookupKey });
    const [price] = (await stripe().prices.list({ lookup_keys: [lookupKey], limit: 1 })).data;
    expect(price).toMatchObject({ lookup_key: lookupKey, unit_amount: 50_000, recurring: { interval: 'month' } });
    const pm = await stripe().paymentMethods.create({ type: 'card', card: { token: 'tok_visa' } });
    const customer = await stripe().customers.create({ email: 'dealer@example.com', name: 'Auto Boulevard', payment_method: pm.id, invoice_settings: { default_payment_method: pm.id } });
    expect(customer).toMatchObject({ object: 'customer', email: 'dealer@example.com', invoice_settings: { default_payment_method: pm.id } });
    const sub = await stripe().subscriptions.create({ customer: customer.id, items: [{ price: price.id }], default_payment_method: pm.id, metadata: { companyId: '1', plan: 'dealer' } });
    expect(sub).toMatchObject({ object: 'subscription', status: 'active', customer: customer.id, cancel_at_period_end: false, metadata: { companyId: '1', plan: 'dealer' } });
    const [item] = sub.items.data;
    expect(item.current_period_end).toBeGreaterThan(item.current_period_start + 27 * 86_400);
    const invoice = await stripe().invoices.retrieve(sub.latest_invoice as string);
    expect(invoice).toMatchObject({ status: 'paid', amount_paid: 50_000, parent: { subscription_details: { subscription: sub.id } } });
    const cancelling = await stripe().subscriptions.update(sub.id, { cancel_at_period_end: true });
    expect(cancelling).toMatchObject({ status: 'active', cancel_at_period_end: true, cancel_at: item.current_period_end });
    const ended = await stripe().subscriptions.cancel(sub.id);
    expect(ended).toMatchObject({ status: 'canceled' });
    expect(await errorOf(stripe().subscriptions.update(sub.id, { cancel_at_period_end: false }))).toMatchObject({ statusCode: 400, type: 'StripeInvalidRequestError' });
  });

  it('opens a dispute on a charge paid with the createDispute card; evidence submitted with winning_evidence wins it', async () => {
    const pi = await stripe().paymentIntents.create({ ...deposit(), payment_method: 'pm_card_createDispute', confirm: true });
    expect(pi.status).toBe('succeeded');
    const dispute = await pollUntil(async () => (await stripe().disputes.list({ payment_intent: pi.id })).data[0], o.asyncWaitMs, { everyMs: 250 });
    expect(dispute).toMatchObject({ object: 'dispute', amount: 25_000, currency: 'cad', payment_intent: pi.id, charge: pi.latest_charge, status: 'needs_response', reason: 'fraudulent' });
    expect(dispute.evidence_details).toMatchObject({ has_evidence: false, submission_count: 0 });
    const draft = await stripe().disputes.update(dispute.id, { evidence: { customer_name: 'Jean Tremblay' }, submit: false });
    expect(draft).toMatchObject({ status: 'needs_response', evidence: { customer_name: 'Jean Tremblay' }, evidence_details: { has_evidence: true, submission_count: 0 } });
    const submitted = await stripe().disputes.update(dispute.id, { evidence: { uncategorized_text: 'winning_evidence' } });
    expect(['under_review', 'won']).toContain(submitted.status);
    expect(submitted.evidence_details.submission_count).toBe(1);
    await pollUntil(async () => (await stripe().disputes.retrieve(dispute.id)).status === 'won', o.asyncWaitMs, { everyMs: 250 });
  });

  it('creates a webhook endpoint with its signing secret, shown once; lists the payment\'s events', async () => {
    const endpoint = await stripe().webhookEndpoints.create({ url: `https://example.com/contract/${unique()}`, enabled_events: ['payment_intent.succeeded'] });
    try {
      expect(endpoint).toMatchObject({ object: 'webhook_endpoint', status: 'enabled', enabled_events: ['payment_intent.succeeded'], secret: expect.stringMatching(/^whsec_/) });
      expect((await stripe().webhookEndpoints.retrieve(endpoint.id)).secret).toBeUndefined();
    } finally {
      await stripe().webhookEndpoints.del(endpoint.id);
    }
    const pi = await stripe().paymentIntents.create({ ...deposit(), payment_method: 'pm_card_visa', confirm: true });
    const event = await pollUntil(async () => (await stripe().events.list({ type: 'payment_intent.succeeded', limit: 20 })).data.find((e) => (e.data.object as { id: string }).id === pi.id), o.asyncWaitMs, { everyMs: 250 });
    expect(event).toMatchObject({ object: 'event', type: 'payment_intent.succeeded', livemode: false, data: { object: { id: pi.id, status: 'succeeded' } } });
  });
}

describe('against the stand-in', () => {
  const standIn = new StandIn(process.env.STRIPE_STANDIN_URL!, `sk_test_${randomBytes(12).toString('hex')}`);
  contract(() => standIn.stripe, { asyncWaitMs: 2_000 });
});

(realKey ? describe : describe.skip)('against Stripe\'s test mode (STRIPE_SECRET_KEY=sk_test_…)', () => {
  const stripe = new Stripe(realKey ?? 'sk_test_unset', { maxNetworkRetries: 2 });
  contract(() => stripe, { asyncWaitMs: 60_000 });
});
