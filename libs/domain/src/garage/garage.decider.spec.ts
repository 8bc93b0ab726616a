import { givenFor } from '../shared/testing/given';
import { garageDecider, type AddGarageVehicle, type EditGarageVehicle } from './garage.decide';
import type { GarageEvent } from './garage.events';

const given = givenFor(garageDecider);
const ID = '6f1c1a52-5d0e-4c44-9d7e-2a8f0b3c4d5e';
const OWNER = 'user-alice';
const T0 = '2026-03-02T15:00:00.000Z';
const T1 = '2026-04-02T15:00:00.000Z';
const vehicle = { vin: '2T1BURHE0JC012345', year: 2018, make: 'Toyota', model: 'Corolla', trim: 'LE', makeId: 1, modelId: 2, trimId: 3 };
const valuation = { value: 1_500_000, priceLow: 1_420_000, priceHigh: 1_580_000 };

const add = (source: 'customer' | 'purchase' = 'customer'): AddGarageVehicle => ({
  type: 'AddGarageVehicle', garageVehicleId: ID, ownerId: OWNER, vehicle, kilometres: 80_000, province: 'QC', source, transactionId: null, valuation, now: T0,
});
const added: GarageEvent = {
  type: 'GarageVehicleAdded',
  data: { garageVehicleId: ID, ownerId: OWNER, ...vehicle, kilometres: 80_000, province: 'QC', source: 'customer', transactionId: null, addedAt: T0 },
};
const valued = (kilometres: number, at: string): GarageEvent => ({ type: 'GarageVehicleValued', data: { garageVehicleId: ID, kilometres, valuation, valuedAt: at } });
const edit = (kilometres: number, confirmLowerKilometres = false, ownerId = OWNER): EditGarageVehicle => ({
  type: 'EditGarageVehicle', garageVehicleId: ID, ownerId, kilometres, province: 'QC', confirmLowerKilometres, valuation, now: T1,
});

describe('garage: add a vehicle', () => {
  it('adds the vehicle with its first value', () => {
    given().when(add()).then([added, valued(80_000, T0)]);
  });
  it('refuses to add it twice; a purchase delivered twice adds it once', () => {
    given(added).when(add()).thenFails('garage.already_added');
    given(added).when(add('purchase')).then([]);
  });
});

describe('garage: edit, remove', () => {
  it('records new kilometres and a new value', () => {
    given(added).when(edit(90_000)).then([
      { type: 'GarageVehicleEdited', data: { garageVehicleId: ID, kilometres: 90_000, province: 'QC', editedAt: T1 } },
      valued(90_000, T1),
    ]);
  });
  it('warns on kilometres below the last recorded value, and accepts them once confirmed', () => {
    given(added).when(edit(70_000)).thenFails('garage.kilometres_below_last', 'body.kilometres');
    expect(given(added).when(edit(70_000, true)).events()).toHaveLength(2);
  });
  it("another customer's vehicle, a removed one and a missing one are not found", () => {
    given(added).when(edit(90_000, false, 'user-bob')).thenFails('garage.vehicle_not_found');
    given().when({ type: 'RemoveGarageVehicle', garageVehicleId: ID, ownerId: OWNER, now: T1 }).thenFails('garage.vehicle_not_found');
    const removed: GarageEvent = { type: 'GarageVehicleRemoved', data: { garageVehicleId: ID, removedAt: T1 } };
    given(added).when({ type: 'RemoveGarageVehicle', garageVehicleId: ID, ownerId: OWNER, now: T1 }).then([removed]);
    given(added, removed).when(edit(90_000)).thenFails('garage.vehicle_not_found');
  });
});
