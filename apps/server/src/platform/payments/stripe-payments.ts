import Stripe from 'stripe';
import {
  type DisputeEvidenceUpload, type DisputeSubmission, type PaidCard, type PaymentDetails, PaymentIntentNotConfirmable, type PaymentIntentView, type Payments, PaymentsIdempotencyConflict, PaymentsSignatureError, PaymentsUnavailable, type RefundOutcome, type SignatureProblem,
  type SubscriptionCancellation, type VerifiedEvent, type WebhookEndpoint,
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
  /** The Stripe stand-in (ADR 0069): the official SDK reaches it through its host/port/protocol options. */
  readonly host?: { host: string; port: number; protocol: 'http' | 'https' };
  /** How often the SDK retries a request that got no answer or a 5xx (with the same idempotency key); 2 unless said. */
  readonly maxNetworkRetries?: number;
}

const view = (pi: Stripe.PaymentIntent): PaymentIntentView => ({
  id: pi.id, clientSecret: pi.client_secret, status: pi.status, amount: pi.amount, currency: pi.currency, metadata: { ...(pi.metadata ?? {}) },
  lastPaymentError: pi.last_payment_error ? (pi.last_payment_error.decline_code ?? pi.last_payment_error.code ?? 'failed') : null,
});

/**
 * Stripe's errors in the port's terms, so that modules never see the SDK's: `idempotency_error` (a key reused with
 * other parameters, or on another endpoint) is PaymentsIdempotencyConflict; no answer (a connection refused or cut,
 * a timeout) or Stripe's own fault (5xx) is PaymentsUnavailable; any other error as it is.
 */
function portError(error: unknown): unknown {
  if (error instanceof Stripe.errors.StripeIdempotencyError) return new PaymentsIdempotencyConflict(error.message, { cause: error });
  if (error instanceof Stripe.errors.StripeConnectionError || (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500)) {
    return new PaymentsUnavailable(error.message);
  }
  return error;
}

/** Runs a call to Stripe with its errors translated (portError). */
async function translated<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw portError(error);
  }
}

/** Why the SDK refused a signature (its messages are the only account it gives). */
function signatureProblem(message: string): SignatureProblem {
  if (/tolerance zone/i.test(message)) return 'stale';
  if (/Unable to extract timestamp and signatures/i.test(message)) return 'malformed';
  return 'mismatch';
}

/** The real SDK driver, for stripe.com or the local server alike. */
export class StripePayments implements Payments {
  readonly mode: 'stripe' | 'local';
  readonly publishableKey: string | null;
  private readonly stripe: Stripe;
  /** Run before each call that changes something (the stand-in's webhook endpoints are registered first). */
  beforeWrite: (() => Promise<void>) | null = null;

  constructor(private readonly o: StripeDriverOptions) {
    this.mode = o.mode;
    this.publishableKey = o.publishableKey;
    this.stripe = new Stripe(o.secretKey, {
      maxNetworkRetries: o.maxNetworkRetries ?? 2,
      timeout: 20_000,
      appInfo: { name: 'marketplace-buy-online' },
      ...(o.host ? { host: o.host.host, port: o.host.port, protocol: o.host.protocol } : {}),
    });
  }

  async createPaymentIntent(p: { amount: number; currency: string; metadata: Record<string, string>; idempotencyKey: string; description?: string }) {
    await this.beforeWrite?.();
    const pi = await translated(() => this.stripe.paymentIntents.create({
      amount: p.amount, currency: p.currency, metadata: p.metadata, description: p.description, automatic_payment_methods: { enabled: true },
    }, { idempotencyKey: p.idempotencyKey }));
    return view(pi);
  }

  async retrievePaymentIntent(id: string) {
    try {
      return view(await this.stripe.paymentIntents.retrieve(id));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
      throw portError(error);
    }
  }

  async paidCard(paymentIntentId: string): Promise<PaidCard | null> {
    const pi = await translated(() => this.stripe.paymentIntents.retrieve(paymentIntentId));
    const chargeId = typeof pi.latest_charge === 'string' ? pi.latest_charge : pi.latest_charge?.id;
    if (!chargeId || pi.status !== 'succeeded') return null;
    const card = (await translated(() => this.stripe.charges.retrieve(chargeId))).payment_method_details?.card;
    return card?.last4 ? { brand: card.brand ?? 'unknown', last4: card.last4 } : null;
  }

  async paymentDetails(paymentIntentId: string): Promise<PaymentDetails | null> {
    const pi = await this.stripe.paymentIntents.retrieve(paymentIntentId).catch((error: unknown) => {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
      throw portError(error);
    });
    if (!pi) return null;
    const chargeId = typeof pi.latest_charge === 'string' ? pi.latest_charge : pi.latest_charge?.id;
    const iso = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : null);
    const [charge, refunds, disputes] = await Promise.all([
      chargeId ? translated(() => this.stripe.charges.retrieve(chargeId)) : Promise.resolve(null),
      translated(() => this.stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 })),
      translated(() => this.stripe.disputes.list({ payment_intent: paymentIntentId, limit: 100 })),
    ]);
    const card = charge?.payment_method_details?.card;
    return {
      intent: view(pi), createdAt: iso(pi.created) ?? new Date(0).toISOString(), description: pi.description ?? null,
      card: card?.last4 ? { brand: card.brand ?? 'unknown', last4: card.last4 } : null,
      amountReceived: pi.amount_received ?? 0, amountRefunded: charge?.amount_refunded ?? 0,
      refunds: refunds.data.map((r) => ({ id: r.id, amount: r.amount, status: r.status ?? 'pending', reason: r.reason ?? null, createdAt: iso(r.created)! })),
      disputes: disputes.data.map((d) => ({
        id: d.id, amount: d.amount, status: d.status, reason: d.reason, evidenceDueBy: iso(d.evidence_details?.due_by), createdAt: iso(d.created)!,
      })),
    };
  }

  async refund(p: { paymentIntentId: string; amount: number; metadata: Record<string, string>; idempotencyKey: string }): Promise<RefundOutcome> {
    await this.beforeWrite?.();
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
    await this.beforeWrite?.();
    const paymentMethod = this.mode === 'local' ? (TEST_CARDS[p.paymentMethod.replace(/\D/g, '')] ?? p.paymentMethod) : p.paymentMethod;
    const customer = await translated(() => this.stripe.customers.create(
      { email: p.email, name: p.name, metadata: p.metadata, payment_method: paymentMethod, invoice_settings: { default_payment_method: paymentMethod } },
      { idempotencyKey: `${p.idempotencyKey}:customer` },
    ));
    const prices = await translated(() => this.stripe.prices.list({ lookup_keys: [p.priceLookupKey], limit: 1 }));
    const price = prices.data[0]?.id ?? p.priceLookupKey;
    const sub = await translated(() => this.stripe.subscriptions.create(
      { customer: customer.id, items: [{ price }], metadata: p.metadata, default_payment_method: paymentMethod },
      { idempotencyKey: `${p.idempotencyKey}:subscription` },
    ));
    return { id: sub.id, customerId: customer.id, status: sub.status, metadata: { ...(sub.metadata ?? {}) } };
  }

  async cancelSubscriptionAtPeriodEnd(p: { subscriptionId: string; idempotencyKey: string }): Promise<SubscriptionCancellation> {
    await this.beforeWrite?.();
    const sub = await translated(() => this.stripe.subscriptions.update(p.subscriptionId, { cancel_at_period_end: true }, { idempotencyKey: p.idempotencyKey }));
    // Stripe sets cancel_at to the period's end; the item's period end says the same on older answers.
    const end = sub.cancel_at ?? sub.items?.data?.[0]?.current_period_end ?? null;
    return { id: sub.id, status: sub.status, cancelAt: end ? new Date(end * 1000).toISOString() : null };
  }

  async submitDisputeEvidence(p: { disputeId: string; evidence: Record<string, string>; files: readonly DisputeEvidenceUpload[]; idempotencyKey: string }): Promise<DisputeSubmission> {
    await this.beforeWrite?.();
    const files: Record<string, string> = {};
    for (const f of p.files) {
      // The SDK sends uploads to files.stripe.com; the stand-in takes them on its own host.
      const uploaded = await translated(() => this.stripe.files.create(
        { purpose: 'dispute_evidence', file: { data: Buffer.from(f.data), name: f.name, type: f.contentType } },
        { idempotencyKey: `${p.idempotencyKey}:file:${f.field}`, ...(this.o.host ? { host: this.o.host.host } : {}) },
      ));
      files[f.field] = uploaded.id;
    }
    const dispute = await translated(() => this.stripe.disputes.update(
      p.disputeId, { evidence: { ...p.evidence, ...files }, submit: true }, { idempotencyKey: `${p.idempotencyKey}:submit` },
    ));
    return { status: dispute.status, files };
  }

  verifyWebhook(rawBody: Buffer | string | undefined, signature: string | string[] | undefined, endpoint: WebhookEndpoint): VerifiedEvent {
    if (!rawBody || typeof signature !== 'string' || signature.length === 0) throw new PaymentsSignatureError('Missing body or Stripe-Signature header', 'missing');
    try {
      const event = this.stripe.webhooks.constructEvent(rawBody, signature, this.o.webhookSecrets[endpoint], 300);
      return { id: event.id, type: event.type, created: event.created, object: event.data.object as unknown as Record<string, any> };
    } catch (error) {
      throw new PaymentsSignatureError((error as Error).message, signatureProblem((error as Error).message));
    }
  }

  /**
   * The stand-in only (ADR 0069): tells it where each endpoint is, which events it takes and the secret it signs
   * with, as an operator sets up endpoints on Stripe's Dashboard. An endpoint is found again by its
   * `metadata.endpoint`, so a server back on another port moves it, and deliveries still pending follow.
   */
  async registerWebhookEndpoints(endpoints: Readonly<Record<WebhookEndpoint, { url: string; events: readonly string[] }>>): Promise<void> {
    if (this.mode !== 'local') throw new Error('Webhook endpoints are registered on the stand-in only; on Stripe they are set up in the Dashboard');
    const existing = await translated(() => this.stripe.webhookEndpoints.list({ limit: 100 }));
    for (const [name, { url, events }] of Object.entries(endpoints) as [WebhookEndpoint, { url: string; events: readonly string[] }][]) {
      // `secret` is the stand-in's one extension of Stripe's API: the endpoint signs with the secret this server verifies with.
      const params = { url, enabled_events: [...events], metadata: { endpoint: name }, secret: this.o.webhookSecrets[name] } as Stripe.WebhookEndpointCreateParams;
      const found = existing.data.find((e) => e.metadata?.endpoint === name);
      await translated(() => (found ? this.stripe.webhookEndpoints.update(found.id, params as Stripe.WebhookEndpointUpdateParams) : this.stripe.webhookEndpoints.create(params)));
    }
  }

  async confirmWithTestCard(paymentIntentId: string, cardNumber: string, idempotencyKey: string) {
    await this.beforeWrite?.();
    if (this.mode !== 'local') throw new Error('Test cards are for the Stripe stand-in only');
    const paymentMethod = TEST_CARDS[cardNumber.replace(/\D/g, '')] ?? 'pm_card_chargeDeclinedIncorrectNumber';
    try {
      return view(await this.stripe.paymentIntents.confirm(paymentIntentId, { payment_method: paymentMethod }, { idempotencyKey }));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError && error.payment_intent) return view(error.payment_intent as Stripe.PaymentIntent);
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state') {
        throw new PaymentIntentNotConfirmable(paymentIntentId, error.message, { cause: error });
      }
      throw portError(error);
    }
  }
}
