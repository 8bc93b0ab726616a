import {
  TradeInAddedToInventoryV1, TradeInAppraisedV1, TradeInConfirmedV1, TradeInValueChangedV1, type IntegrationEventEnvelope,
} from '@marketplace/contracts';
import {
  evolveTradeIn, initialTradeInState, TRADE_IN_STREAM_PREFIX, VALUE_RULE_STREAM_PREFIX, type TradeInEvent, type TradeInState,
} from '@marketplace/domain';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { defineTranslator, publicEvent } from '../../../platform/integration-events/integration-events';
import { statesAfterEach } from '../../../platform/integration-events/source-streams';

const SOURCE_TYPES: readonly TradeInEvent['type'][] = ['TradeInAppraised', 'TradeInValuedByAdviser', 'OfferConfirmed', 'TradeInValueChanged', 'TradeInAddedToInventory'];

const isTradeInStream = (streamId: string) => streamId.startsWith(TRADE_IN_STREAM_PREFIX) && !streamId.startsWith(VALUE_RULE_STREAM_PREFIX);

function fact(s: TradeInState) {
  const v = s.vehicle!;
  return {
    tradeInId: s.tradeInId!, customerUserId: s.userId, flow: s.flow!, province: s.basic?.province ?? null,
    vehicle: { year: v.year, makeId: v.makeId, make: v.make, modelId: v.modelId, model: v.model, trim: v.trim },
  };
}

/** The public event of one trade-in event, given the trade-in as folded up to and including it. */
export function tradeInPublicEvent(e: RecordedEvent, after: TradeInState): IntegrationEventEnvelope | null {
  const event = e as unknown as TradeInEvent;
  if (!after.vehicle || !after.tradeInId) return null;
  const base = fact(after);
  switch (event.type) {
    case 'TradeInAppraised':
    case 'TradeInValuedByAdviser': {
      const o = event.data.offer;
      return publicEvent(TradeInAppraisedV1, e, {
        ...base, value: o.value, priceLow: o.priceLow, priceHigh: o.priceHigh, source: o.source, appraisedAt: o.appraisedAt, expiresAt: o.expiresAt,
      });
    }
    case 'OfferConfirmed':
      return publicEvent(TradeInConfirmedV1, e, { ...base, value: event.data.value, confirmedAt: event.data.at });
    case 'TradeInValueChanged': {
      const d = event.data;
      return publicEvent(TradeInValueChangedV1, e, {
        ...base, from: d.from, to: d.to, priceLow: d.priceLow, priceHigh: d.priceHigh, cause: d.cause, ruleId: d.ruleId, by: d.by, changedAt: d.at,
      });
    }
    case 'TradeInAddedToInventory':
      return publicEvent(TradeInAddedToInventoryV1, e, { ...base, companyId: event.data.companyId, addedAt: event.data.at });
    default:
      return null;
  }
}

/**
 * Trade-in store events → its public events (libs/contracts/src/trade-in/events.ts). Each public event carries the
 * vehicle and province as they stood at its source event: every stream of the batch is read once, up to its last
 * event in the batch, and folded.
 */
export const tradeInTranslator = defineTranslator({
  module: 'trade-in',
  sourceEventTypes: SOURCE_TYPES,
  publishes: [TradeInAppraisedV1, TradeInConfirmedV1, TradeInValueChangedV1, TradeInAddedToInventoryV1],
  async translate(events, source) {
    const foldedAt = await statesAfterEach(events, source, {
      isSource: isTradeInStream, initial: initialTradeInState, evolve: (state, stored) => evolveTradeIn(state, stored as unknown as TradeInEvent),
    });
    const published: IntegrationEventEnvelope[] = [];
    for (const e of events) {
      const after = foldedAt.get(e.streamId)?.get(e.streamVersion);
      const envelope = after ? tradeInPublicEvent(e, after) : null;
      if (envelope) published.push(envelope);
    }
    return published;
  },
});
