import type { GarageEvent } from '@marketplace/domain';
import { evolveGarageVehicleRow } from './garage-vehicles.projection';

const ID = '6f1c1a52-5d0e-4c44-9d7e-2a8f0b3c4d5e';
const T0 = '2026-03-02T15:00:00.000Z';
const added: GarageEvent = {
  type: 'GarageVehicleAdded',
  data: {
    garageVehicleId: ID, ownerId: 'user-alice', vin: null, year: 2018, make: 'Toyota', model: 'Corolla', trim: 'LE', makeId: 1, modelId: 2, trimId: 3,
    kilometres: 80_000, province: 'QC', source: 'customer', transactionId: null, addedAt: T0,
  },
};
const valued: GarageEvent = { type: 'GarageVehicleValued', data: { garageVehicleId: ID, kilometres: 80_000, valuation: { value: 100, priceLow: 90, priceHigh: 110 }, valuedAt: T0 } };

describe('garage vehicles projection (pure evolve)', () => {
  it('builds the row with its value history, and marks a removed vehicle', () => {
    const row = [added, valued].reduce((r, e, i) => evolveGarageVehicleRow(r, e, i + 1), null as ReturnType<typeof evolveGarageVehicleRow>);
    expect(row).toMatchObject({ ownerId: 'user-alice', history: [{ kilometres: 80_000, value: 100, valuedAt: T0 }], removed: false, version: 2 });
    const removed = evolveGarageVehicleRow(row, { type: 'GarageVehicleRemoved', data: { garageVehicleId: ID, removedAt: T0 } }, 3);
    expect(removed).toMatchObject({ removed: true, version: 3 });
  });

  it('ignores an event it already applied (a batch delivered twice changes nothing)', () => {
    const row = evolveGarageVehicleRow(evolveGarageVehicleRow(null, added, 1), valued, 2);
    expect(evolveGarageVehicleRow(row, valued, 2)).toBe(row);
  });
});
