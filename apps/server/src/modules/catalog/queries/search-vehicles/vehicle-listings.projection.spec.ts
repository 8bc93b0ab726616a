import { vehicleDecider, initialVehicleState, type VehicleEvent } from '@marketplace/domain';
import { demoVehicle } from '../../seed/demo-vehicles';
import { evolveListing, searchable, type ListingRow, type VehicleStreamEvent } from './vehicle-listings.projection';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const { command } = demoVehicle(1, 0, NOW);
const [listed] = vehicleDecider.decide(command, initialVehicleState);
const at = (e: { type: string; data: unknown }, streamVersion: number): VehicleStreamEvent => ({ ...e, streamVersion });
const fold = (events: VehicleStreamEvent[], from: ListingRow | null = null) => events.reduce(evolveListing, from);
const fees = command.fees.reduce((s, f) => s + f.amount, 0);

describe('vehicle listing projection (pure evolve)', () => {
  it('builds a row from VehicleListed, with the all-in price and a searchable text', () => {
    const row = fold([at(listed, 1)])!;
    expect(row).toMatchObject({
      id: command.vehicleId, version: 1, vin: command.vin, status: 'available', vehiclePrice: command.price, price: command.price + fees,
      make: command.make.name, photo: command.photos[0], photoCount: command.photos.length, dateUpdated: command.now, listedAt: command.now,
    });
    expect(row.search).toContain(command.vin.toLowerCase());
    expect(row.search).toContain(command.model.name.toLowerCase());
  });

  it('ignores an event it already applied (idempotent when a batch is delivered twice)', () => {
    const price: VehicleEvent = { type: 'VehiclePriceChanged', data: { vehicleId: command.vehicleId, price: 1_000_000, previousPrice: command.price, fees: [], changedAt: '2026-03-02T00:00:00.000Z' } };
    const once = fold([at(listed, 1), at(price, 2)]);
    const twice = fold([at(listed, 1), at(price, 2), at(listed, 1), at(price, 2)]);
    expect(twice).toEqual(once);
    expect(once).toMatchObject({ version: 2, vehiclePrice: 1_000_000, price: 1_000_000, dateUpdated: '2026-03-02T00:00:00.000Z' });
  });

  it('follows a status carried by another module\'s event, without moving dateUpdated', () => {
    const row = fold([at(listed, 1), at({ type: 'VehicleLocked', data: { status: 'locked', expiresAt: 'x' } }, 2)])!;
    expect(row).toMatchObject({ status: 'locked', version: 2, dateUpdated: command.now });
    const extended = fold([at({ type: 'LockExtended', data: { expiresAt: 'y' } }, 3)], row)!;
    expect(extended).toMatchObject({ status: 'locked', version: 3 });
    expect(fold([at({ type: 'LockExpired', data: { status: 'available' } }, 4)], extended)).toMatchObject({ status: 'available', version: 4 });
  });

  it('applies updates, photos and status changes', () => {
    const grey = { id: 4, nameEn: 'Grey', nameFr: 'Gris', hex: '#6b6e73' };
    const row = fold([
      at(listed, 1),
      at({ type: 'VehicleUpdated', data: { vehicleId: command.vehicleId, kilometres: 999, exteriorColour: grey, updatedAt: '2026-03-03T00:00:00.000Z' } }, 2),
      at({ type: 'VehiclePhotosChanged', data: { vehicleId: command.vehicleId, photos: ['https://cdn.example.com/1.jpg'], changedAt: '2026-03-04T00:00:00.000Z' } }, 3),
      at({ type: 'VehicleStatusChanged', data: { vehicleId: command.vehicleId, status: 'sold', previousStatus: 'available', changedAt: '2026-03-05T00:00:00.000Z' } }, 4),
    ])!;
    expect(row).toMatchObject({
      kilometres: 999, colourHex: '#6b6e73', colourNameFr: 'Gris', photo: 'https://cdn.example.com/1.jpg', photoCount: 1, status: 'sold',
      dateUpdated: '2026-03-05T00:00:00.000Z', version: 4,
    });
    expect(row.detail.exteriorColour).toEqual(grey);
  });

  it('shows nothing for a stream whose VehicleListed it never saw', () => {
    expect(fold([at({ type: 'VehicleLocked', data: { status: 'locked' } }, 1)])).toBeNull();
  });

  it('makes text searchable without accents or case', () => {
    expect(searchable('  Montréal  CR-V ')).toBe('montreal cr-v');
  });
});
