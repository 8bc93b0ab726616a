import type { TradeInEvent } from '@marketplace/domain';
import { evolveTradeInDetailsRow } from './trade-in-details.projection';

const AT = '2026-03-02T15:00:00.000Z';
const started: TradeInEvent = {
  type: 'TradeInStarted',
  data: {
    tradeInId: '6f1c1a52-5d0e-4c44-9d7e-2a8f0b3c4d5e', userId: 'user-alice', flow: 'wizard', brand: 'default', startedAt: AT,
    vehicle: { vin: null, year: 2025, makeId: 2, make: 'Honda', modelId: 201, model: 'Civic', trimId: 2011, trim: 'LX' },
  },
};
const offer = {
  value: 2_000_000, priceLow: 1_900_000, priceHigh: 2_100_000, baseDiscountedPrice: 1_950_000, equipmentAdjustedPrice: 2_050_000,
  reasons: [{ code: 'age', amount: -800_000 }], appraisedAt: AT, expiresAt: '2026-03-09T15:00:00.000Z', source: 'model' as const,
  basis: { msrp: 2_813_000, equipment: [], rules: [] },
};

const fold = (events: TradeInEvent[]) => events.reduce((row, e, i) => evolveTradeInDetailsRow(row, e, i + 1, AT), null as ReturnType<typeof evolveTradeInDetailsRow>);

describe('trade-in details projection (pure evolve)', () => {
  it('starts at step 2 and moves to the furthest step reached', () => {
    const row = fold([started, { type: 'FeaturesSaved', data: { equipmentCodes: ['ac'], savedAt: AT } }]);
    expect(row).toMatchObject({ status: 'draft', step: 4, version: 2, equipmentCodes: ['ac'], ownerId: 'user-alice' });
    expect(evolveTradeInDetailsRow(row, { type: 'BasicInformationSaved', data: {
      mileage: 1, color: 'Blue', transmission: 'CVT', drivetrain: 'FWD', fuelType: 'gasoline', engine: 'I4', province: 'QC', savedAt: AT,
    } }, 3, AT)!.step).toBe(4);
  });

  it('shows the offer without its valuation basis, and a later value change with its reason', () => {
    const row = fold([
      started, { type: 'TradeInAppraised', data: { offer } }, { type: 'OfferConfirmed', data: { value: offer.value, at: AT } },
      { type: 'TradeInValueChanged', data: { from: 2_000_000, to: 1_800_000, cause: 'inspection', reason: 'Scratched door', by: 'staff-1', ruleId: null, at: AT, priceLow: 1_710_000, priceHigh: 1_890_000 } },
    ])!;
    expect(row.offer).not.toHaveProperty('basis');
    expect(row).toMatchObject({ status: 'confirmed', offer: { value: 1_800_000, priceLow: 1_710_000 }, lastValueChange: { reason: 'Scratched door', from: 2_000_000, to: 1_800_000 } });
  });

  it('a dropped offer takes the trade-in back to a draft without an offer', () => {
    const row = fold([started, { type: 'TradeInAppraised', data: { offer } }, { type: 'TradeInOfferDropped', data: { value: offer.value, reason: 'facts_changed', at: AT } }])!;
    expect(row).toMatchObject({ status: 'draft', offer: null, version: 3 });
  });

  it('keeps photo slots sorted and ignores an event it already applied (a batch delivered twice changes nothing)', () => {
    const row = fold([started, { type: 'PhotoAttached', data: { slot: 'front', fileId: 'f1', attachedAt: AT } }, { type: 'PhotoAttached', data: { slot: 'back', fileId: 'f2', attachedAt: AT } }])!;
    expect(row.photos).toEqual(['back', 'front']);
    expect(evolveTradeInDetailsRow(row, { type: 'TradeInDiscarded', data: { at: AT } }, 3, AT)).toBe(row);
  });
});
