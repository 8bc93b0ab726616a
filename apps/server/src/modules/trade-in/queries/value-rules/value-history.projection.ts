import type { TradeInEvent } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import { defineProjection, type Projection } from '../../../../platform/projections/projection';
import { tradeInIdOf } from '../get-trade-in-details/trade-in-rows';

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
      const lines = events.flatMap((recorded) => {
        const tradeInId = tradeInIdOf(recorded);
        const line = tradeInId === null ? null : valueLine(tradeInId, recorded as unknown as TradeInEvent, recorded.streamVersion, recorded.metadata.actor ?? null);
        return line ? [line] : [];
      });
      // One statement per batch (a re-valuation brings thousands of lines at once).
      if (lines.length > 0) await db.insertInto('value_history').values(lines).onConflict((oc) => oc.columns(['trade_in_id', 'version']).doNothing()).execute();
    },
  });
}
