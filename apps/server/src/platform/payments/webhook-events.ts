import { type Kysely, sql } from 'kysely';
import type { VerifiedEvent } from './payments.port';

const idOf = (v: unknown): string | null => (typeof v === 'string' && v ? v : v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'string' ? (v as { id: string }).id : null);

/** The payment intent a Stripe event is about: the intent itself, or the one its charge, refund or dispute belongs to. */
export function paymentIntentOf(event: VerifiedEvent): string | null {
  const o = event.object ?? {};
  if (o.object === 'payment_intent') return idOf(o.id);
  return idOf(o.payment_intent);
}

/** A Stripe event this server handled, about a payment. */
export interface HandledStripeEvent {
  readonly eventId: string;
  readonly type: string;
  readonly paymentIntentId: string;
  /** Stripe's `created`. */
  readonly createdAt: string | null;
  readonly handledAt: string;
  /** Whether it changed anything (a redelivery or a fact already known did not). */
  readonly applied: boolean | null;
}

/** The Stripe events handled about these payment intents (case-insensitive ids: the audit index keeps them lower-cased), oldest first. */
export async function stripeEventsAbout(db: Kysely<any>, paymentIntentIds: readonly string[], limit = 200): Promise<HandledStripeEvent[]> {
  if (paymentIntentIds.length === 0) return [];
  const { rows } = await sql<{ event_id: string; type: string; payment_intent_id: string; created_at: Date | null; handled_at: Date; applied: boolean | null }>`
    select event_id, type, payment_intent_id, created_at, handled_at, applied from platform.stripe_webhook_events
    where lower(payment_intent_id) = any(${sql.val(paymentIntentIds.map((id) => id.toLowerCase()))}::text[])
    order by handled_at, event_id limit ${limit}`.execute(db);
  return rows.map((r) => ({
    eventId: r.event_id, type: r.type, paymentIntentId: r.payment_intent_id, createdAt: r.created_at ? new Date(r.created_at).toISOString() : null,
    handledAt: new Date(r.handled_at).toISOString(), applied: r.applied,
  }));
}
