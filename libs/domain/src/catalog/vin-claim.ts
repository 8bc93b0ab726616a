import { assertNever, type Decider, type DomainEvent } from '../shared';
import { CatalogErrors } from './catalog.errors';
import type { VehicleStatus } from './vehicle-status';

/**
 * One listing per VIN at a time, event-sourced (the rule `catalog.vin_already_listed`: a VIN is taken while a listing
 * of it is not sold). The k-th listing of a VIN claims the stream `vin-<VIN>-<k>` with expected version "no stream",
 * written in the same append as the new vehicle's stream, so of two concurrent listings of a VIN only one writes its
 * claim. Claim k+1 may be written only once the holder of claim k is sold (a sold vehicle never changes again, so its
 * VIN stays free): the claims of a VIN form a chain 1..k whose holders are all sold but perhaps the last one. There is
 * no release event to write: a claim is released by its vehicle's sale, read from the vehicle's own stream (whoever
 * appended it, staff or the purchase module).
 */
export const VIN_CLAIM_STREAM_PREFIX = 'vin-';

export const vinClaimStreamId = (vin: string, claim: number): string => `${VIN_CLAIM_STREAM_PREFIX}${vin}-${claim}`;

export type VinClaimEvent = DomainEvent<'VinClaimed', { vin: string; claim: number; vehicleId: string; claimedAt: string }>;

export interface VinClaimState {
  readonly holder: string | null;
  readonly claimedAt: string | null;
}

/**
 * A claim holder as its vehicle stream tells: the vehicle's status, or 'missing' when the stream holds no listing (a
 * store that cannot append the claim and the vehicle at once, and failed between the two: an orphan claim).
 */
export type VinHolderStatus = VehicleStatus | 'missing';

/** How long an orphan claim is protected (a listing in flight on such a store). */
export const ORPHAN_VIN_CLAIM_GRACE_MINUTES = 5;

export interface ClaimVin {
  readonly type: 'ClaimVin';
  /** ISO instant; the domain has no clock. */
  readonly now: string;
  /** Normalised (upper case). */
  readonly vin: string;
  /** Which listing of the VIN this is, from 1: the claim stream `vinClaimStreamId(vin, claim)`. */
  readonly claim: number;
  readonly vehicleId: string;
  /** Claim `claim - 1` and its holder's status; null for the first claim. */
  readonly previous: { readonly claimedAt: string | null; readonly holder: VinHolderStatus } | null;
}

/** True when a claim no longer holds its VIN: its vehicle is sold, or it is an orphan older than the grace period. */
export function vinClaimReleased(claim: { readonly claimedAt: string | null; readonly holder: VinHolderStatus }, now: string): boolean {
  if (claim.holder === 'sold') return true;
  return claim.holder === 'missing' && claim.claimedAt !== null
    && Date.parse(now) - Date.parse(claim.claimedAt) > ORPHAN_VIN_CLAIM_GRACE_MINUTES * 60_000;
}

export const initialVinClaimState: VinClaimState = { holder: null, claimedAt: null };

export const vinClaimDecider: Decider<ClaimVin, VinClaimEvent, VinClaimState> = {
  initialState: initialVinClaimState,
  decide(command, state) {
    switch (command.type) {
      case 'ClaimVin': {
        const { vin, claim, vehicleId, now, previous } = command;
        if (state.holder === vehicleId) return [];
        if (state.holder !== null) throw CatalogErrors.vinAlreadyListed();
        if (!Number.isInteger(claim) || claim < 1) throw new Error(`A VIN claim is numbered from 1, not ${claim}`);
        if (claim > 1 && (previous === null || !vinClaimReleased(previous, now))) throw CatalogErrors.vinAlreadyListed();
        return [{ type: 'VinClaimed', data: { vin, claim, vehicleId, claimedAt: now } }];
      }
      default:
        return assertNever(command.type);
    }
  },
  evolve(_state, event) {
    switch (event.type) {
      case 'VinClaimed':
        return { holder: event.data.vehicleId, claimedAt: event.data.claimedAt };
      default:
        return assertNever(event.type);
    }
  },
};
