import { TRADE_IN_STREAM_PREFIX, VALUE_RULE_STREAM_PREFIX, type TradeInEvent } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import { defineProjection, type Projection } from '../../../platform/projections/projection';

export const VALUE_HISTORY_PROJECTION = 'trade-in.value-history';

/** Pure: the price-history line of a trade-in event that sets or changes its value, else null. */
export function valueLine(tradeInId: string, event: TradeInEvent, version: number, actor: string | null) {
  const base = { trade_in_id: tradeInId, version };
  switch (event.type) {
    case 'TradeInAppraised': {
      const o = event.data.offer;
      return { ...base, cause: o.source, value: o.value, price_low: o.priceLow, price_high: o.priceHigh, reason: null, rule_id: null, by_user: actor, at: o.appraisedAt };
    }
    case 'TradeInValuedByAdviser': {
      const o = event.data.offer;
      return { ...base, cause: 'adviser', value: o.value, price_low: o.priceLow, price_high: o.priceHigh, reason: event.data.reason, rule_id: null, by_user: event.data.by, at: o.appraisedAt };
    }
    case 'TradeInValueChanged': {
      const d = event.data;
      return { ...base, cause: d.cause, value: d.to, price_low: d.priceLow, price_high: d.priceHigh, reason: d.reason, rule_id: d.ruleId, by_user: d.by, at: d.at };
    }
    default:
      return null;
  }
}

/** Every value each trade-in had (staff see it per trade-in and per rule). */
export function valueHistoryProjection(): Projection {
  return defineProjection({
    name: VALUE_HISTORY_PROJECTION,
    schema: 'trade_in',
    tables: ['value_history'],
    eventTypes: ['TradeInAppraised', 'TradeInValuedByAdviser', 'TradeInValueChanged'],
    async apply(db: Kysely<any>, events) {
      for (const recorded of events) {
        if (!recorded.streamId.startsWith(TRADE_IN_STREAM_PREFIX) || recorded.streamId.startsWith(VALUE_RULE_STREAM_PREFIX)) continue;
        const line = valueLine(recorded.streamId.slice(TRADE_IN_STREAM_PREFIX.length), recorded as unknown as TradeInEvent, recorded.streamVersion, recorded.metadata.actor ?? null);
        if (line) await db.insertInto('value_history').values(line).onConflict((oc) => oc.columns(['trade_in_id', 'version']).doNothing()).execute();
      }
    },
  });
}
