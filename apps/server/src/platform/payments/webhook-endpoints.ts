import type { WebhookEndpoint } from './payments.port';

/** A card dispute's events (issue #46): they reach the deposits endpoint, and the inbox routes them to the disputes' handler. */
export const DISPUTE_EVENTS = ['charge.dispute.created', 'charge.dispute.updated', 'charge.dispute.closed'] as const;

export const WEBHOOK_PATH = '/api/finances/stripe-webhook';
/** Subscription events (dealer plans) go to their own endpoint, as a second webhook endpoint would on Stripe. */
export const SUBSCRIPTION_WEBHOOK_PATH = '/api/dealer/stripe-webhook';

/**
 * Each webhook endpoint: its path, and the event types it is sent (its "events to send" on Stripe's Dashboard, which
 * docs/configuration.md lists for operators; the stand-in is told the same when the server registers). The modules
 * read these types (purchase: stripe-events.ts, dealer: stripe-subscription-events.ts, audit: the dispute events); another type reaching an
 * endpoint is acknowledged and ignored.
 */
export const WEBHOOK_ENDPOINTS: Readonly<Record<WebhookEndpoint, { readonly path: string; readonly events: readonly string[] }>> = {
  deposits: {
    path: WEBHOOK_PATH,
    events: [
      'payment_intent.created', 'payment_intent.succeeded', 'payment_intent.payment_failed', 'charge.refunded', 'refund.created', 'refund.updated',
      ...DISPUTE_EVENTS,
    ],
  },
  subscriptions: {
    path: SUBSCRIPTION_WEBHOOK_PATH,
    events: ['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted', 'invoice.paid', 'invoice.payment_failed'],
  },
};
