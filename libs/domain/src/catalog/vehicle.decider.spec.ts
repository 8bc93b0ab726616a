import fc from 'fast-check';
import { fold, type DomainEvent } from '../shared';
import { givenFor } from '../shared/testing/given';
import { allInPrice } from './all-in-price';
import { vehicleDecider, type EditVehicle, type ListVehicle } from './vehicle.decide';
import type { VehicleEvent, VehicleListedData } from './vehicle.events';
import { initialVehicleState } from './vehicle.state';
import { statusCarriedBy, vehicleIdOfStream, vehicleStreamId } from './vehicle-status';
import { withVinCheckDigit } from '../shared/formatters';

const NOW = '2026-03-02T15:00:00.000Z';
const ID = '6f1c1f5e-1111-4a4a-9c9c-000000000001';
const red = { id: 3, nameEn: 'Red', nameFr: 'Rouge', hex: '#b22222' };
const black = { id: 1, nameEn: 'Black', nameFr: 'Noir', hex: '#111111' };
const grey = { id: 5, nameEn: 'Grey', nameFr: 'Gris', hex: '#808080' };

const list: ListVehicle = {
  type: 'ListVehicle', now: NOW, vehicleId: ID, vin: '1HGCM82633A004352', condition: 'new', year: 2026,
  make: { id: 1, name: 'Honda' }, model: { id: 10, name: 'Civic' }, trim: { id: 100, name: 'Sport' }, bodyType: 'sedan',
  kilometres: 12, exteriorColour: red, interiorColour: black, photos: [`/api/catalog/photos/${ID}/1.svg`],
  price: 3_199_900, msrp: 3_199_900, fees: [{ code: 'freight_pdi', amount: 195_000 }, { code: 'air_conditioning_tax', amount: 10_000 }],
  dealer: { companyId: 1, name: 'Demo Motors', city: 'Montréal', province: 'QC', lat: 45.5, lng: -73.6 },
};

const listed: VehicleEvent = vehicleDecider.decide(list, initialVehicleState)[0];
const edit = (fields: Partial<EditVehicle>): EditVehicle => ({ type: 'EditVehicle', now: '2026-03-03T10:00:00.000Z', vehicleId: ID, ...fields });

const given = givenFor(vehicleDecider);

const foreign = (type: string, data: Record<string, unknown>): DomainEvent => ({ type, data });

describe('vehicle decider: ListVehicle', () => {
  it('lists a new vehicle as available, with a normalised VIN', () => {
    given().when({ ...list, vin: '1hgcm82633a004352' }).then([{
      type: 'VehicleListed',
      data: {
        vehicleId: ID, vin: '1HGCM82633A004352', condition: 'new', year: 2026, make: list.make, model: list.model, trim: list.trim,
        bodyType: 'sedan', kilometres: 12, exteriorColour: red, interiorColour: black, photos: list.photos, price: 3_199_900,
        msrp: 3_199_900, fees: list.fees, dealer: list.dealer, status: 'available', listedAt: NOW,
      },
    }]);
  });

  it('refuses a VIN whose check digit is wrong', () => {
    given().when({ ...list, vin: '1HGCM82643A004352' }).thenFails('catalog.invalid_vin', 'vin');
  });

  it('refuses a VIN with I, O or Q, or of the wrong length', () => {
    given().when({ ...list, vin: '1HGCM8263OA004352' }).thenFails('catalog.invalid_vin');
    given().when({ ...list, vin: '1HGCM82633A00435' }).thenFails('catalog.invalid_vin');
  });

  it('refuses listing the same vehicle twice', () => {
    given(listed).when(list).thenFails('catalog.vehicle_already_listed');
  });

  it('refuses a model year beyond next year + 1 and before 1981', () => {
    given().when({ ...list, year: 2029 }).thenFails('catalog.invalid_year', 'year');
    given().when({ ...list, year: 1980 }).thenFails('catalog.invalid_year', 'year');
    given().when({ ...list, year: 2028 }).then([expect.objectContaining({ type: 'VehicleListed' })] as any);
  });

  it('refuses negative, fractional or absurd kilometres and prices', () => {
    given().when({ ...list, kilometres: -1 }).thenFails('catalog.invalid_kilometres', 'kilometres');
    given().when({ ...list, kilometres: 10.5 }).thenFails('catalog.invalid_kilometres');
    given().when({ ...list, kilometres: 2_000_001 }).thenFails('catalog.invalid_kilometres');
    given().when({ ...list, price: 0 }).thenFails('catalog.invalid_price', 'price');
    given().when({ ...list, price: 1999.5 }).thenFails('catalog.invalid_price');
  });

  it('refuses unknown or duplicated fees and unsafe photo URLs', () => {
    given().when({ ...list, fees: [{ code: 'gst' as any, amount: 1 }] }).thenFails('catalog.invalid_fee', 'fees.0.code');
    given().when({ ...list, fees: [{ code: 'admin_fee', amount: 1 }, { code: 'admin_fee', amount: 2 }] }).thenFails('catalog.duplicate_fee');
    given().when({ ...list, photos: ['javascript:alert(1)'] }).thenFails('catalog.invalid_photo', 'photos.0');
    given().when({ ...list, photos: ['//evil.example/x.png'] }).thenFails('catalog.invalid_photo');
    given().when({ ...list, photos: ['/api/../etc/passwd'] }).thenFails('catalog.invalid_photo');
    given().when({ ...list, photos: ['http://insecure.example/x.png'] }).thenFails('catalog.invalid_photo');
  });

  it('accepts every VIN built with withVinCheckDigit (property)', () => {
    const chars = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'.split('');
    fc.assert(fc.property(fc.array(fc.constantFrom(...chars), { minLength: 17, maxLength: 17 }), (arr) => {
      const vin = withVinCheckDigit(arr.join(''));
      const events = vehicleDecider.decide({ ...list, vin }, initialVehicleState);
      expect((events[0].data as VehicleListedData).vin).toBe(vin);
    }));
  });
});

describe('vehicle decider: EditVehicle', () => {
  it('changes price and kilometres and photos in one decision, one event per concern', () => {
    given(listed).when(edit({ price: 2_999_900, kilometres: 40, photos: ['https://cdn.example.com/a.jpg'] })).then([
      { type: 'VehicleUpdated', data: { vehicleId: ID, kilometres: 40, updatedAt: '2026-03-03T10:00:00.000Z' } },
      { type: 'VehiclePriceChanged', data: { vehicleId: ID, price: 2_999_900, previousPrice: 3_199_900, fees: list.fees, changedAt: '2026-03-03T10:00:00.000Z' } },
      { type: 'VehiclePhotosChanged', data: { vehicleId: ID, photos: ['https://cdn.example.com/a.jpg'], changedAt: '2026-03-03T10:00:00.000Z' } },
    ]);
  });

  it('changes colours', () => {
    given(listed).when(edit({ exteriorColour: grey })).then([
      { type: 'VehicleUpdated', data: { vehicleId: ID, exteriorColour: grey, updatedAt: '2026-03-03T10:00:00.000Z' } },
    ]);
  });

  it('decides nothing when nothing differs (idempotent edits)', () => {
    given(listed).when(edit({ price: 3_199_900, kilometres: 12, exteriorColour: red, photos: list.photos, status: 'available' })).then([]);
  });

  it('changes fees alone as a price change', () => {
    given(listed).when(edit({ fees: [{ code: 'freight_pdi', amount: 200_000 }] })).then([
      { type: 'VehiclePriceChanged', data: { vehicleId: ID, price: 3_199_900, previousPrice: 3_199_900, fees: [{ code: 'freight_pdi', amount: 200_000 }], changedAt: '2026-03-03T10:00:00.000Z' } },
    ]);
  });

  it('refuses an edit of an unknown vehicle, and an empty edit', () => {
    given().when(edit({ price: 1 })).thenFails('catalog.vehicle_not_found');
    given(listed).when(edit({})).thenFails('catalog.nothing_to_change');
  });

  it('refuses an edit made on a stale version', () => {
    given(listed).when(edit({ price: 1_000_000, expectedVersion: 1 })).then([expect.objectContaining({ type: 'VehiclePriceChanged' })] as any);
    given(listed, foreign('VehicleLocked', { status: 'locked' })).when(edit({ price: 1_000_000, expectedVersion: 1 }))
      .thenFails('catalog.vehicle_changed', 'expectedVersion');
  });

  it('marks a vehicle sold, then refuses any further change', () => {
    given(listed).when(edit({ status: 'sold' })).then([
      { type: 'VehicleStatusChanged', data: { vehicleId: ID, status: 'sold', previousStatus: 'available', changedAt: '2026-03-03T10:00:00.000Z' } },
    ]);
    const sold = vehicleDecider.decide(edit({ status: 'sold' }), fold(vehicleDecider, [listed]));
    given(listed, ...sold).when(edit({ price: 100 })).thenFails('catalog.vehicle_sold');
    given(listed, ...sold).when(edit({ status: 'available' })).thenFails('catalog.vehicle_sold');
  });

  it('leaves locked and reserved to the purchase flow', () => {
    given(listed).when(edit({ status: 'locked' })).thenFails('catalog.status_set_by_purchase', 'status');
    given(listed).when(edit({ status: 'reserved' })).thenFails('catalog.status_set_by_purchase', 'status');
  });
});

describe('vehicle stream shared with the purchase module', () => {
  const locked = foreign('VehicleLocked', { vehicleId: ID, status: 'locked', expiresAt: '2026-03-02T15:30:00.000Z', lockId: 'x' });
  const extended = foreign('LockExtended', { vehicleId: ID, expiresAt: '2026-03-02T15:45:00.000Z' });
  const released = foreign('LockReleased', { vehicleId: ID, status: 'available' });
  const reserved = foreign('VehicleReserved', { vehicleId: ID, status: 'reserved' });
  const soldByPurchase = foreign('VehicleSold', { vehicleId: ID, status: 'sold' });

  it('ignores unknown event types but counts them in the version', () => {
    const state = fold(vehicleDecider, [listed, foreign('SomethingNew', { foo: 1 }), extended] as VehicleEvent[]);
    expect(state).toMatchObject({ listed: true, status: 'available', version: 3, price: 3_199_900 });
  });

  it('follows the status carried by purchase events', () => {
    expect(fold(vehicleDecider, [listed, locked] as VehicleEvent[])).toMatchObject({ status: 'locked', version: 2 });
    expect(fold(vehicleDecider, [listed, locked, extended, released] as VehicleEvent[])).toMatchObject({ status: 'available', version: 4 });
    expect(fold(vehicleDecider, [listed, locked, reserved, soldByPurchase] as VehicleEvent[])).toMatchObject({ status: 'sold' });
  });

  it('ignores a bogus status value', () => {
    expect(fold(vehicleDecider, [listed, foreign('Weird', { status: 'exploded' })] as VehicleEvent[])).toMatchObject({ status: 'available' });
    expect(statusCarriedBy({ type: 'X', data: null })).toBeNull();
  });

  it('refuses staff status changes while a customer holds the lock; only "sold" while reserved', () => {
    given(listed, locked).when(edit({ status: 'available' })).thenFails('catalog.vehicle_locked');
    given(listed, locked).when(edit({ status: 'sold' })).thenFails('catalog.vehicle_locked');
    given(listed, locked, reserved).when(edit({ status: 'available' })).thenFails('catalog.vehicle_reserved');
    given(listed, locked, reserved).when(edit({ status: 'sold' })).then([
      { type: 'VehicleStatusChanged', data: { vehicleId: ID, status: 'sold', previousStatus: 'reserved', changedAt: '2026-03-03T10:00:00.000Z' } },
    ]);
  });

  it('still lets staff fix price and photos while a vehicle is locked', () => {
    given(listed, locked).when(edit({ price: 3_000_000 })).then([expect.objectContaining({ type: 'VehiclePriceChanged' })] as any);
  });

  it('names streams vehicle-<id>', () => {
    expect(vehicleStreamId(ID)).toBe(`vehicle-${ID}`);
    expect(vehicleIdOfStream(`vehicle-${ID}`)).toBe(ID);
    expect(vehicleIdOfStream('user-1')).toBeNull();
    expect(vehicleIdOfStream('vehicle-')).toBeNull();
  });
});

describe('all-in price', () => {
  it('adds every fee to the vehicle price and leaves out taxes and licensing', () => {
    expect(allInPrice(3_199_900, list.fees)).toEqual({
      vehiclePrice: 3_199_900, fees: list.fees, allInPrice: 3_199_900 + 195_000 + 10_000, excluded: ['sales_taxes', 'licensing'],
    });
  });

  it('drops zero fees and sums exactly (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), fc.array(fc.integer({ min: 0, max: 2_000_000 }), { maxLength: 6 }), (price, amounts) => {
      const codes = ['freight_pdi', 'air_conditioning_tax', 'tire_levy', 'association_fee', 'admin_fee', 'environmental_levy'] as const;
      const fees = amounts.map((amount, i) => ({ code: codes[i], amount }));
      const result = allInPrice(price, fees);
      expect(result.allInPrice).toBe(price + amounts.reduce((a, b) => a + b, 0));
      expect(result.fees.every((f) => f.amount > 0)).toBe(true);
    }));
  });
});
