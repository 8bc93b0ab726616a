import { DomainError } from '@marketplace/domain';

/**
 * The card payment provider port (Stripe). Every outgoing call that changes something carries an idempotency key, so
 * a retried request (a timer firing again, a double click) never charges or refunds twice. The provider replays the
 * first answer only to the same parameters: a key reused with other parameters throws PaymentsIdempotencyConflict.
 */
export interface PaymentIntentView {
  readonly id: string;
  readonly clientSecret: string | null;
  readonly status: string;
  readonly amount: number;
  readonly currency: string;
  readonly metadata: Record<string, string>;
  /** The decline code (or error code) of the last failed attempt. */
  readonly lastPaymentError: string | null;
}

/** A card as Stripe describes it on a charge: its brand (`visa`, `mastercard`, `amex`…) and last four digits. */
export interface PaidCard {
  readonly brand: string;
  readonly last4: string;
}

export interface RefundView {
  readonly id: string;
  readonly status: string;
  readonly amount: number;
}

/**
 * A payment as Stripe's dashboard shows it (issue #46, the audit console's payment page): the intent, the card that
 * paid, its refunds and its disputes.
 */
export interface PaymentDetails {
  readonly intent: PaymentIntentView;
  /** ISO instant of the intent's creation. */
  readonly createdAt: string;
  readonly description: string | null;
  readonly card: PaidCard | null;
  readonly amountReceived: number;
  readonly amountRefunded: number;
  readonly refunds: readonly { readonly id: string; readonly amount: number; readonly status: string; readonly reason: string | null; readonly createdAt: string }[];
  readonly disputes: readonly { readonly id: string; readonly amount: number; readonly status: string; readonly reason: string; readonly evidenceDueBy: string | null; readonly createdAt: string }[];
}

/**
 * How a refund request ended, in the application's terms (the adapter maps the provider's errors):
 * 'refunded': a refund exists now (this call's, or an earlier call's with the same idempotency key);
 * 'already_refunded': the charge was refunded another way (e.g. from the provider's dashboard); its webhook brings the fact.
 */
export type RefundOutcome = { readonly outcome: 'refunded'; readonly refund: RefundView } | { readonly outcome: 'already_refunded' };

/** A Stripe subscription (dealer plans), reduced to what the application reads. */
export interface SubscriptionView {
  readonly id: string;
  readonly customerId: string;
  readonly status: string;
  readonly metadata: Record<string, string>;
}

/** Stripe's answer to a cancellation at the period's end: when the subscription ends (ISO instant; null if Stripe gave none). */
export interface SubscriptionCancellation {
  readonly id: string;
  readonly status: string;
  readonly cancelAt: string | null;
}

/**
 * Our Stripe webhook endpoints. Stripe gives each endpoint its own signing secret, so each is verified with its own
 * (STRIPE_WEBHOOK_SECRET, STRIPE_SUBSCRIPTION_WEBHOOK_SECRET; ADR 0032): an event signed for one is refused by the other.
 */
export type WebhookEndpoint = 'deposits' | 'subscriptions';

/** A verified webhook event, reduced to what the application reads. */
export interface VerifiedEvent {
  readonly id: string;
  readonly type: string;
  readonly created: number;
  readonly object: Record<string, any>;
}

/** One file of a dispute's evidence: uploaded to Stripe (purpose `dispute_evidence`), then named by its evidence field. */
export interface DisputeEvidenceUpload {
  /** The evidence field it goes into (customer_signature, receipt, uncategorized_file, …). */
  readonly field: string;
  readonly name: string;
  readonly contentType: string;
  readonly data: Uint8Array;
}

/** Stripe's answer to a dispute's evidence submitted: its status now and each file field's uploaded file id. */
export interface DisputeSubmission {
  readonly status: string;
  readonly files: Record<string, string>;
}

export interface Payments {
  /** 'stripe': real keys are configured; 'local': the Stripe stand-in process (development, tests; ADR 0069). */
  readonly mode: 'stripe' | 'local';
  readonly publishableKey: string | null;
  createPaymentIntent(p: { amount: number; currency: string; metadata: Record<string, string>; idempotencyKey: string; description?: string }): Promise<PaymentIntentView>;
  /** null when the provider has no such intent; throws when it cannot be asked (an outage is not an absence). */
  retrievePaymentIntent(id: string): Promise<PaymentIntentView | null>;
  /**
   * The card that paid the intent (receipts, the deposit's event): its latest charge's `payment_method_details.card`;
   * null before it is paid or for another method.
   */
  paidCard(paymentIntentId: string): Promise<PaidCard | null>;
  /** The payment with its card, refunds and disputes (staff's payment page); null when the provider has no such intent. */
  paymentDetails(paymentIntentId: string): Promise<PaymentDetails | null>;
  refund(p: { paymentIntentId: string; amount: number; metadata: Record<string, string>; idempotencyKey: string }): Promise<RefundOutcome>;
  /**
   * A customer and a monthly subscription to `priceLookupKey` (dealer plans), paid by `paymentMethod` (a Stripe
   * payment method id; locally, a test card's). Its state arrives by `customer.subscription.*` and `invoice.*` webhooks.
   */
  createSubscription(p: {
    email: string; name: string; priceLookupKey: string; paymentMethod: string; metadata: Record<string, string>; idempotencyKey: string;
  }): Promise<SubscriptionView>;
  /**
   * Cancels a subscription at the end of the period already paid (Stripe's `cancel_at_period_end`): it stays active
   * until then, and Stripe's `customer.subscription.deleted` webhook says when it ended.
   */
  cancelSubscriptionAtPeriodEnd(p: { subscriptionId: string; idempotencyKey: string }): Promise<SubscriptionCancellation>;
  /**
   * Submits a dispute's evidence (issue #46): each file uploaded (Stripe's file upload, purpose `dispute_evidence`),
   * then one dispute update with the text fields, the files' ids and `submit: true`. Keys derive from idempotencyKey.
   */
  submitDisputeEvidence(p: { disputeId: string; evidence: Record<string, string>; files: readonly DisputeEvidenceUpload[]; idempotencyKey: string }): Promise<DisputeSubmission>;
  /** Verifies the signature over the raw body with the endpoint's secret (the SDK's tolerance, 300 s); throws PaymentsSignatureError. */
  verifyWebhook(rawBody: Buffer | string | undefined, signature: string | string[] | undefined, endpoint: WebhookEndpoint): VerifiedEvent;
  /**
   * Local mode only: pays (or declines) an intent with a test card number, as Stripe's test cards do. An intent that
   * cannot be confirmed in its state (paid or processing already, cancelled) throws PaymentIntentNotConfirmable.
   */
  confirmWithTestCard?(paymentIntentId: string, cardNumber: string, idempotencyKey: string): Promise<PaymentIntentView>;
}

/**
 * Why a webhook's signature was refused: none sent, not a Stripe-Signature header, signed at a time outside the
 * tolerance (a replayed capture), or signed with another secret (a forgery, a tampered body, the other endpoint's).
 */
export type SignatureProblem = 'missing' | 'malformed' | 'stale' | 'mismatch';

export const PAYMENTS = Symbol('PAYMENTS');

export class PaymentsSignatureError extends Error {
  constructor(message: string, readonly problem: SignatureProblem = 'mismatch') {
    super(message);
    this.name = 'PaymentsSignatureError';
  }
}

/**
 * The provider could not be reached, or answered with its own fault (5xx): nothing is known to have happened. A
 * 503 `payments.unavailable` unless the caller says more (the deposit step answers `purchase.payments_unavailable`).
 */
export class PaymentsUnavailable extends DomainError {
  constructor(message: string) {
    super('payments.unavailable', 'unavailable', `The payment service cannot be reached: ${message}`);
    this.name = 'PaymentsUnavailable';
  }
}

/**
 * The provider refused an idempotency key already used with other parameters (or on another endpoint): Stripe answers
 * 400 `idempotency_error` rather than replaying the first request's answer. It means another request (another tab,
 * another card or plan) holds the key: the modules map it to their own conflict.
 */
export class PaymentsIdempotencyConflict extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentsIdempotencyConflict';
  }
}

/**
 * The provider refused to confirm an intent in the state it is in (Stripe's 400 `payment_intent_unexpected_state`:
 * it succeeded or is processing already, typically a card sent again after a crash, or it was cancelled). Nothing was
 * charged by this call; the caller asks the provider for the intent to learn which (ADR 0088).
 */
export class PaymentIntentNotConfirmable extends Error {
  constructor(readonly paymentIntentId: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentIntentNotConfirmable';
  }
}
