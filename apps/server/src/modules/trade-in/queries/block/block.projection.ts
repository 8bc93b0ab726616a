import type { TradeInEvent } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import { defineProjection, type Projection } from '../../../../platform/projections/projection';
import { applyToTradeInRows } from '../get-trade-in-details/trade-in-rows';

export const BLOCK_PROJECTION = 'trade-in.block';

export interface BlockRow {
  readonly id: string;
  readonly year: number;
  readonly make_id: number | null;
  readonly make: string;
  readonly model_id: number | null;
  readonly model: string;
  readonly trim: string | null;
  readonly mileage: number | null;
  readonly province: string | null;
  readonly value: number | null;
  readonly price_low: number | null;
  readonly price_high: number | null;
  /** Photo slots attached, each once. */
  readonly photo_slots: readonly string[];
  readonly confirmed_at: string | null;
  readonly inventory_company_id: number | null;
  readonly discarded: boolean;
  readonly version: number;
}

/** Pure: the block row after one event (idempotent by stream version). */
export function evolveBlockRow(row: BlockRow | null, event: TradeInEvent, version: number): BlockRow | null {
  if (row && version <= row.version) return row;
  if (event.type === 'TradeInStarted') {
    const v = event.data.vehicle;
    return {
      id: event.data.tradeInId, year: v.year, make_id: v.makeId, make: v.make, model_id: v.modelId, model: v.model, trim: v.trim, mileage: null, province: null,
      value: null, price_low: null, price_high: null, photo_slots: [], confirmed_at: null, inventory_company_id: null, discarded: false, version,
    };
  }
  if (!row) return null;
  const next = { ...row, version };
  switch (event.type) {
    case 'BasicInformationSaved': return { ...next, mileage: event.data.mileage, province: event.data.province };
    case 'PhotoAttached': return { ...next, photo_slots: [...new Set([...row.photo_slots, event.data.slot])].sort() };
    case 'TradeInAppraised':
    case 'TradeInValuedByAdviser': return { ...next, value: event.data.offer.value, price_low: event.data.offer.priceLow, price_high: event.data.offer.priceHigh };
    case 'TradeInValueChanged': return { ...next, value: event.data.to, price_low: event.data.priceLow, price_high: event.data.priceHigh };
    case 'TradeInOfferDropped': return { ...next, value: null, price_low: null, price_high: null };
    case 'OfferConfirmed': return { ...next, confirmed_at: event.data.at };
    case 'TradeInAddedToInventory': return { ...next, inventory_company_id: event.data.companyId };
    case 'TradeInDiscarded': return { ...next, discarded: true };
    default: return next;
  }
}

export function blockProjection(): Projection {
  return defineProjection({
    name: BLOCK_PROJECTION,
    schema: 'trade_in',
    tables: ['block'],
    async apply(db: Kysely<any>, events) {
      await applyToTradeInRows<BlockRow>(db, events, {
        name: 'block',
        fromTable: (stored) => ({
          ...stored, value: stored.value === null ? null : Number(stored.value), price_low: stored.price_low === null ? null : Number(stored.price_low),
          price_high: stored.price_high === null ? null : Number(stored.price_high), confirmed_at: stored.confirmed_at && new Date(stored.confirmed_at).toISOString(),
        }),
        toTable: (row) => ({ ...row, photo_slots: JSON.stringify(row.photo_slots) }),
        evolve: (row, event, recorded) => evolveBlockRow(row, event, recorded.streamVersion),
      });
    },
  });
}
