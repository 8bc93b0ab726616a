import { randomUUID } from 'node:crypto';
import { vehicleStreamId, vinClaimStreamId } from '@marketplace/domain';
import { Expected, type NewEvent } from '../../../platform/event-store/event-store.port';
import { InMemoryEventStore } from '../../../platform/event-store/in-memory-event-store';
import { eventMetadata, systemContext } from '../../../platform/http/request-context';
import { VinClaims, type NewListing } from './vin-claims';

// The store-agnostic path (stores that cannot append two new streams at once); PostgreSQL's is covered through HTTP
// in tests/api/catalog/races.int-spec.ts.
const VIN = '1HGCM82633A004352';
const T0 = '2026-03-02T15:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(T0) + minutes * 60_000).toISOString();
const ctx = systemContext(new Date(T0));
const stored = (type: string, data: unknown): NewEvent => ({ type, data, metadata: eventMetadata(ctx) });

function listingOf(vehicleId: string, claim: number, claimedAt = T0): NewListing {
  return {
    vehicleId,
    vehicle: { streamId: vehicleStreamId(vehicleId), events: [stored('VehicleListed', { vehicleId, vin: VIN, status: 'available' })] },
    claim: { streamId: vinClaimStreamId(VIN, claim), events: [stored('VinClaimed', { vin: VIN, claim, vehicleId, claimedAt })] },
  };
}

describe('VinClaims on a store without multi-stream appends', () => {
  it('a free VIN is claimed at 1; a second listing of the claim loses it, the first one again is stored', async () => {
    const claims = new VinClaims(new InMemoryEventStore());
    expect((await claims.spots([VIN], T0)).get(VIN)).toEqual({ claim: 1, state: { holder: null, claimedAt: null }, previous: null });
    const [a, b] = [randomUUID(), randomUUID()];
    expect((await claims.append([listingOf(a, 1)])).get(a)).toBe('appended');
    expect((await claims.append([listingOf(b, 1)])).get(b)).toBe('vin_taken');
    expect((await claims.append([listingOf(a, 1)])).get(a)).toBe('stored');
    expect((await claims.spots([VIN], T0)).get(VIN)).toMatchObject({ claim: 1, state: { holder: a } });
  });

  it('walks past sold holders to the next claim', async () => {
    const store = new InMemoryEventStore();
    const claims = new VinClaims(store);
    const a = randomUUID();
    await claims.append([listingOf(a, 1)]);
    await store.appendToStream(vehicleStreamId(a), [stored('VehicleSold', { vehicleId: a, status: 'sold' })], Expected.exact(1));
    expect((await claims.spots([VIN], at(1))).get(VIN)).toEqual({ claim: 2, state: { holder: null, claimedAt: null }, previous: { claimedAt: T0, holder: 'sold' } });
  });

  it('an orphan claim (its vehicle never written) holds the VIN for the grace period only', async () => {
    const store = new InMemoryEventStore();
    const claims = new VinClaims(store);
    const orphan = listingOf(randomUUID(), 1);
    await store.appendToStream(orphan.claim!.streamId, orphan.claim!.events, Expected.noStream);
    expect((await claims.spots([VIN], at(4))).get(VIN)).toMatchObject({ claim: 1, state: { holder: orphan.vehicleId } });
    expect((await claims.spots([VIN], at(6))).get(VIN)).toMatchObject({ claim: 2, previous: { holder: 'missing' } });
  });
});
