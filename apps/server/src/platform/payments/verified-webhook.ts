import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@marketplace/domain';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { DB, LOGGER } from '../tokens';
import { PAYMENTS, PaymentsSignatureError, type Payments, type VerifiedEvent, type WebhookEndpoint } from './payments.port';
import { WEBHOOK_ENDPOINTS } from './webhook-endpoints';
import { paymentIntentOf } from './webhook-events';

export interface WebhookAnswer {
  readonly received: true;
  readonly applied: boolean;
}

/**
 * Where every Stripe webhook endpoint (deposits, dealer plans) starts. In order:
 * - the signature over the raw body, with that endpoint's secret and Stripe's 300 s tolerance: missing, malformed,
 *   stale (an old timestamp) or made with another secret is a 400 `payments.invalid_signature` on the header;
 * - an event type the endpoint does not take is acknowledged (200, else Stripe retries it for days) and ignored;
 * - an event id handled already (a redelivery, a replay) is acknowledged and ignored;
 * - anything else goes to the module's handler, whose deciders also remember event ids (two deliveries at once), or,
 *   for an event type another module took with `route` (a card dispute's, whatever endpoint it reached), to that one.
 * Each refused or ignored request is logged once, at warn, with why; nothing else is done with it.
 */
@Injectable()
export class StripeWebhookInbox {
  private readonly log: Logger;
  private readonly routes = new Map<string, (event: VerifiedEvent) => Promise<WebhookAnswer>>();

  constructor(@Inject(PAYMENTS) private readonly payments: Payments, @Inject(DB) private readonly db: Kysely<any>, @Inject(LOGGER) logger: Logger) {
    this.log = logger.child({ component: 'stripe-webhook' });
  }

  /** Takes these event types to `handle`, whichever endpoint receives them (the audit context's disputes). */
  route(types: readonly string[], handle: (event: VerifiedEvent) => Promise<WebhookAnswer>): void {
    for (const type of types) this.routes.set(type, handle);
  }

  async receive(req: FastifyRequest & { rawBody?: Buffer }, endpoint: WebhookEndpoint, handle: (event: VerifiedEvent) => Promise<WebhookAnswer>): Promise<WebhookAnswer> {
    const event = this.verified(req, endpoint);
    if (!WEBHOOK_ENDPOINTS[endpoint].events.includes(event.type)) {
      this.log.warn({ endpoint, event: event.id, type: event.type, reason: 'unknown_event_type' }, 'Stripe webhook ignored: an event type this endpoint does not take');
      return { received: true, applied: false };
    }
    const handled = await this.db.selectFrom('platform.stripe_webhook_events').select('event_id').where('event_id', '=', event.id).executeTakeFirst();
    if (handled) {
      this.log.warn({ endpoint, event: event.id, type: event.type, reason: 'replayed_event' }, 'Stripe webhook ignored: this event was handled already');
      return { received: true, applied: false };
    }
    const answer = await (this.routes.get(event.type) ?? handle)(event);
    // Recorded once handled: a delivery whose handling failed (5xx) is retried by Stripe and handled then.
    // With the payment it is about, for the audit console's timeline of that payment's purchase (ADR 0087).
    await this.db.insertInto('platform.stripe_webhook_events').values({
      event_id: event.id, endpoint, type: event.type, payment_intent_id: paymentIntentOf(event), created_at: new Date(event.created * 1000).toISOString(), applied: answer.applied,
    }).onConflict((oc) => oc.column('event_id').doNothing()).execute();
    return answer;
  }

  private verified(req: FastifyRequest & { rawBody?: Buffer }, endpoint: WebhookEndpoint): VerifiedEvent {
    try {
      return this.payments.verifyWebhook(req.rawBody, req.headers['stripe-signature'], endpoint);
    } catch (error) {
      if (!(error instanceof PaymentsSignatureError)) throw error;
      this.log.warn({ endpoint, reason: `signature_${error.problem}` }, `Stripe webhook refused: ${error.message.split('\n')[0]}`);
      throw new DomainError('payments.invalid_signature', 'validation', 'Invalid Stripe signature', 'headers.stripe-signature');
    }
  }
}
