import { TRADE_IN_STREAM_PREFIX, type Offer } from '@marketplace/domain';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import type { ProjectionDeps } from '../../../../platform/module-registration';
import type { Projection } from '../../../../platform/projections/projection';
import { deadlineProjection } from '../../../../platform/timers/deadline-projection';
import type { Deadline } from '../../../../platform/timers/deadlines';

export const OFFER_EXPIRY_REMINDER = 'trade-in.offer-expiry-reminder';
/** How long before an offer ends its reminder goes out. */
export const OFFER_REMINDER_BEFORE_MS = 24 * 3600 * 1000;

/**
 * One reminder per offer (an offer is its trade-in and its end date): due a day before the offer ends, or at once when
 * it ends sooner. The key is the dedup key of the email (ADR 0020); the timer decides when it fires whether it still
 * applies (the offer may have been confirmed, replaced or discarded meanwhile).
 */
export function offerReminderDeadlines(events: readonly RecordedEvent[]): Deadline[] {
  const out: Deadline[] = [];
  for (const e of events) {
    if (e.type !== 'TradeInAppraised' && e.type !== 'TradeInValuedByAdviser') continue;
    const { offer } = e.data as { offer: Offer };
    const tradeInId = e.streamId.slice(TRADE_IN_STREAM_PREFIX.length);
    const dueAt = Math.max(Date.parse(e.metadata.occurredAt), Date.parse(offer.expiresAt) - OFFER_REMINDER_BEFORE_MS);
    out.push({
      kind: OFFER_EXPIRY_REMINDER, key: `offer-expiry:${tradeInId}:${offer.expiresAt}`, version: 1, dueAt: new Date(dueAt),
      payload: { tradeInId, expiresAt: offer.expiresAt, brand: e.metadata.brand ?? null },
    });
  }
  return out;
}

export function offerExpiryReminderProjection(deps: ProjectionDeps): Projection {
  return deadlineProjection(deps, {
    name: 'trade-in.offer-reminders', schema: 'trade_in', eventTypes: ['TradeInAppraised', 'TradeInValuedByAdviser'], deadlinesOf: offerReminderDeadlines,
  });
}
