import { TRADE_IN_STREAM_PREFIX } from '@marketplace/domain';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import type { ProjectionDeps } from '../../../../platform/module-registration';
import type { Projection } from '../../../../platform/projections/projection';
import { deadlineProjection } from '../../../../platform/timers/deadline-projection';
import type { Deadline } from '../../../../platform/timers/deadlines';

export const OFFER_CONFIRMED_EMAIL = 'trade-in.offer-confirmed-email';

/** One email per confirmed offer (ADR 0058), due at once; its key is the email's dedup key (ADR 0020). */
export function offerConfirmedDeadlines(events: readonly RecordedEvent[]): Deadline[] {
  return events.filter((e) => e.type === 'OfferConfirmed').map((e) => {
    const tradeInId = e.streamId.slice(TRADE_IN_STREAM_PREFIX.length);
    return {
      kind: OFFER_CONFIRMED_EMAIL, key: `offer-confirmed:${tradeInId}`, version: 1, dueAt: new Date(e.metadata.occurredAt),
      payload: { tradeInId, brand: e.metadata.brand ?? null },
    };
  });
}

export function offerConfirmedEmailProjection(deps: ProjectionDeps): Projection {
  return deadlineProjection(deps, {
    name: 'trade-in.offer-confirmed-emails', schema: 'trade_in', eventTypes: ['OfferConfirmed'], deadlinesOf: offerConfirmedDeadlines,
  });
}
