import Stripe from 'stripe';
import {
  type PaymentIntentView, type Payments, PaymentsIdempotencyConflict, PaymentsSignatureError, type RefundOutcome, type SubscriptionCancellation, type VerifiedEvent,
  type WebhookEndpoint,
} from './payments.port';

/** Stripe's test cards (https://docs.stripe.com/testing): the number decides the outcome. */
export const TEST_CARDS: Readonly<Record<string, string>> = {
  '4242424242424242': 'pm_card_visa',
  '5555555555554444': 'pm_card_mastercard',
  '4000000000000002': 'pm_card_chargeDeclined',
  '4000000000009995': 'pm_card_chargeDeclinedInsufficientFunds',
};

export interface StripeDriverOptions {
  readonly secretKey: string;
  readonly publishableKey: string | null;
  /** Each webhook endpoint's signing secret. */
  readonly webhookSecrets: Readonly<Record<WebhookEndpoint, string>>;
  readonly mode: 'stripe' | 'local';
  /** The local Stripe-API server: the official SDK reaches it through its host/port/protocol options. */
  readonly host?: { host: string; port: number; protocol: 'http' | 'https' };
}

const view = (pi: Stripe.PaymentIntent): PaymentIntentView => ({
  id: pi.id, clientSecret: pi.client_secret, status: pi.status, amount: pi.amount, currency: pi.currency, metadata: { ...(pi.metadata ?? {}) },
  lastPaymentError: pi.last_payment_error ? (pi.last_payment_error.decline_code ?? pi.last_payment_error.code ?? 'failed') : null,
});

/**
 * Stripe's `idempotency_error` (a key reused with other parameters, or on another endpoint) as the port's
 * PaymentsIdempotencyConflict, so that modules never see the SDK's errors; any other error as it is.
 */
function portError(error: unknown): unknown {
  return error instanceof Stripe.errors.StripeIdempotencyError ? new PaymentsIdempotencyConflict(error.message, { cause: error }) : error;
}

/** Runs a call that carries an idempotency key, with Stripe's idempotency error translated (portError). */
async function idempotent<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw portError(error);
  }
}

/** The real SDK driver, for stripe.com or the local server alike. */
export class StripePayments implements Payments {
  readonly mode: 'stripe' | 'local';
  readonly publishableKey: string | null;
  private readonly stripe: Stripe;

  constructor(private readonly o: StripeDriverOptions) {
    this.mode = o.mode;
    this.publishableKey = o.publishableKey;
    this.stripe = new Stripe(o.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'marketplace-buy-online' },
      ...(o.host ? { host: o.host.host, port: o.host.port, protocol: o.host.protocol } : {}),
    });
  }

  async createPaymentIntent(p: { amount: number; currency: string; metadata: Record<string, string>; idempotencyKey: string; description?: string }) {
    const pi = await idempotent(() => this.stripe.paymentIntents.create({
      amount: p.amount, currency: p.currency, metadata: p.metadata, description: p.description, automatic_payment_methods: { enabled: true },
    }, { idempotencyKey: p.idempotencyKey }));
    return view(pi);
  }

  async retrievePaymentIntent(id: string) {
    try {
      return view(await this.stripe.paymentIntents.retrieve(id));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
      throw error;
    }
  }

  async cardLast4(paymentIntentId: string) {
    const pi = await this.stripe.paymentIntents.retrieve(paymentIntentId);
    const chargeId = typeof pi.latest_charge === 'string' ? pi.latest_charge : pi.latest_charge?.id;
    if (!chargeId) return null;
    return (await this.stripe.charges.retrieve(chargeId)).payment_method_details?.card?.last4 ?? null;
  }

  async refund(p: { paymentIntentId: string; amount: number; metadata: Record<string, string>; idempotencyKey: string }): Promise<RefundOutcome> {
    try {
      const r = await this.stripe.refunds.create({ payment_intent: p.paymentIntentId, amount: p.amount, metadata: p.metadata }, { idempotencyKey: p.idempotencyKey });
      return { outcome: 'refunded', refund: { id: r.id, status: r.status ?? 'pending', amount: r.amount } };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'charge_already_refunded') return { outcome: 'already_refunded' };
      throw portError(error);
    }
  }

  async createSubscription(p: {
    email: string; name: string; priceLookupKey: string; paymentMethod: string; metadata: Record<string, string>; idempotencyKey: string;
  }) {
    const paymentMethod = this.mode === 'local' ? (TEST_CARDS[p.paymentMethod.replace(/\D/g, '')] ?? p.paymentMethod) : p.paymentMethod;
    const customer = await idempotent(() => this.stripe.customers.create(
      { email: p.email, name: p.name, metadata: p.metadata, payment_method: paymentMethod, invoice_settings: { default_payment_method: paymentMethod } },
      { idempotencyKey: `${p.idempotencyKey}:customer` },
    ));
    const prices = await this.stripe.prices.list({ lookup_keys: [p.priceLookupKey], limit: 1 });
    const price = prices.data[0]?.id ?? p.priceLookupKey;
    const sub = await idempotent(() => this.stripe.subscriptions.create(
      { customer: customer.id, items: [{ price }], metadata: p.metadata, default_payment_method: paymentMethod },
      { idempotencyKey: `${p.idempotencyKey}:subscription` },
    ));
    return { id: sub.id, customerId: customer.id, status: sub.status, metadata: { ...(sub.metadata ?? {}) } };
  }

  async cancelSubscriptionAtPeriodEnd(p: { subscriptionId: string; idempotencyKey: string }): Promise<SubscriptionCancellation> {
    const sub = await idempotent(() => this.stripe.subscriptions.update(p.subscriptionId, { cancel_at_period_end: true }, { idempotencyKey: p.idempotencyKey }));
    // Stripe sets cancel_at to the period's end; the item's period end says the same on older answers.
    const end = sub.cancel_at ?? sub.items?.data?.[0]?.current_period_end ?? null;
    return { id: sub.id, status: sub.status, cancelAt: end ? new Date(end * 1000).toISOString() : null };
  }

  verifyWebhook(rawBody: Buffer | string | undefined, signature: string | string[] | undefined, endpoint: WebhookEndpoint): VerifiedEvent {
    if (!rawBody || typeof signature !== 'string' || signature.length === 0) throw new PaymentsSignatureError('Missing body or Stripe-Signature header');
    try {
      const event = this.stripe.webhooks.constructEvent(rawBody, signature, this.o.webhookSecrets[endpoint], 300);
      return { id: event.id, type: event.type, created: event.created, object: event.data.object as unknown as Record<string, any> };
    } catch (error) {
      throw new PaymentsSignatureError((error as Error).message);
    }
  }

  async confirmWithTestCard(paymentIntentId: string, cardNumber: string, idempotencyKey: string) {
    if (this.mode !== 'local') throw new Error('Test cards are for the local Stripe server only');
    const paymentMethod = TEST_CARDS[cardNumber.replace(/\D/g, '')] ?? 'pm_card_chargeDeclinedIncorrectNumber';
    try {
      return view(await this.stripe.paymentIntents.confirm(paymentIntentId, { payment_method: paymentMethod }, { idempotencyKey }));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError && error.payment_intent) return view(error.payment_intent as Stripe.PaymentIntent);
      throw portError(error);
    }
  }
}
