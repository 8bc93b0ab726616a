import type { TradeInEvent } from '@marketplace/domain';
import { evolveBlockRow } from './block.projection';

const AT = '2026-03-02T15:00:00.000Z';
const started: TradeInEvent = {
  type: 'TradeInStarted',
  data: { tradeInId: 't1', userId: 'u1', flow: 'wizard', brand: 'default', startedAt: AT, vehicle: { vin: null, year: 2025, makeId: 2, make: 'Honda', modelId: 201, model: 'Civic', trimId: 2011, trim: 'LX' } },
};
const photo = (slot: 'front' | 'back'): TradeInEvent => ({ type: 'PhotoAttached', data: { slot, fileId: `f-${slot}`, attachedAt: AT } });

describe('block projection (pure evolve)', () => {
  it('is on the block only once confirmed, and counts a replaced photo slot once', () => {
    const events: TradeInEvent[] = [started, photo('front'), photo('front'), photo('back')];
    const row = events.reduce((r, e, i) => evolveBlockRow(r, e, i + 1), null as ReturnType<typeof evolveBlockRow>)!;
    expect([row.confirmed_at, row.photo_slots]).toEqual([null, ['back', 'front']]);
    const confirmed = evolveBlockRow(row, { type: 'OfferConfirmed', data: { value: 1, at: AT } }, 5)!;
    expect(confirmed.confirmed_at).toBe(AT);
    expect(evolveBlockRow(confirmed, { type: 'TradeInAddedToInventory', data: { companyId: 4, by: 'd', at: AT } }, 6)!.inventory_company_id).toBe(4);
  });

  it('a dropped offer takes its value off the row', () => {
    const valued = evolveBlockRow(evolveBlockRow(null, started, 1), { type: 'TradeInValueChanged', data: {
      from: 1, to: 2_000_000, cause: 'rule', reason: 'r', by: 's', ruleId: 'r1', at: AT, priceLow: 1_900_000, priceHigh: 2_100_000,
    } }, 2)!;
    const dropped = evolveBlockRow(valued, { type: 'TradeInOfferDropped', data: { value: 2_000_000, reason: 'facts_changed', at: AT } }, 3)!;
    expect([dropped.value, dropped.price_low, dropped.price_high]).toEqual([null, null, null]);
  });

  it('ignores an event it already applied', () => {
    const row = evolveBlockRow(null, started, 1)!;
    expect(evolveBlockRow(row, photo('front'), 1)).toBe(row);
  });
});
