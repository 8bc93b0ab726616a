import { givenFor } from '../shared/testing/given';
import { vinClaimDecider, vinClaimReleased, vinClaimStreamId, type ClaimVin, type VinClaimEvent } from './vin-claim';

const VIN = '1HGCM82633A004352';
const T0 = '2026-03-02T15:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(T0) + minutes * 60_000).toISOString();
const claimed = (vehicleId: string, claim = 1, minute = 0): VinClaimEvent => ({ type: 'VinClaimed', data: { vin: VIN, claim, vehicleId, claimedAt: at(minute) } });
const claim = (fields: Partial<ClaimVin> = {}): ClaimVin => ({ type: 'ClaimVin', now: at(10), vin: VIN, claim: 1, vehicleId: 'b', previous: null, ...fields });

const given = givenFor(vinClaimDecider);

describe('VIN claim decider', () => {
  it('the first listing of a VIN claims it; the holder claiming again is a no-op', () => {
    given().when(claim()).then([{ type: 'VinClaimed', data: { vin: VIN, claim: 1, vehicleId: 'b', claimedAt: at(10) } }]);
    given(claimed('b')).when(claim()).then([]);
  });

  it('refuses a claim held by another vehicle, on the VIN field', () => {
    given(claimed('a')).when(claim()).thenFails('catalog.vin_already_listed', 'vin');
  });

  it('the next listing of a VIN needs the previous one sold (the rule vinInUse had: any status but sold holds the VIN)', () => {
    for (const holder of ['available', 'locked', 'reserved'] as const) {
      given().when(claim({ claim: 2, previous: { claimedAt: at(0), holder } })).thenFails('catalog.vin_already_listed', 'vin');
    }
    given().when(claim({ claim: 2 })).thenFails('catalog.vin_already_listed');
    given().when(claim({ claim: 2, previous: { claimedAt: at(0), holder: 'sold' } }))
      .then([{ type: 'VinClaimed', data: { vin: VIN, claim: 2, vehicleId: 'b', claimedAt: at(10) } }]);
  });

  it('an orphan claim (no vehicle behind it) is released only after the grace period', () => {
    expect(vinClaimReleased({ claimedAt: at(0), holder: 'missing' }, at(4))).toBe(false);
    expect(vinClaimReleased({ claimedAt: at(0), holder: 'missing' }, at(6))).toBe(true);
    expect(vinClaimReleased({ claimedAt: at(0), holder: 'available' }, at(600))).toBe(false);
    given().when(claim({ claim: 2, now: at(4), previous: { claimedAt: at(0), holder: 'missing' } })).thenFails('catalog.vin_already_listed');
  });

  it('numbers the claim streams of a VIN from 1', () => {
    expect(vinClaimStreamId(VIN, 1)).toBe(`vin-${VIN}-1`);
    expect(() => vinClaimDecider.decide(claim({ claim: 0 }), vinClaimDecider.initialState)).toThrow();
  });
});
