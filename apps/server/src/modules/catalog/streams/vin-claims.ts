import {
  fold, vehicleDecider, vehicleStreamId, vinClaimDecider, vinClaimReleased, vinClaimStreamId, type ClaimVin, type VehicleEvent, type VinClaimEvent,
  type VinClaimState,
} from '@marketplace/domain';
import { WrongExpectedVersionError } from '../../../platform/event-store/event-store.errors';
import { Expected, type EventStore, type NewEvent, type RecordedEvent } from '../../../platform/event-store/event-store.port';
import { PostgresEventStore } from '../../../platform/event-store/postgres-event-store';

const PG_DEADLOCK = '40P01';

/** Where a VIN's next listing claims it: the claim stream's number, its state (no holder when free) and the claim before. */
export interface VinClaimSpot {
  readonly claim: number;
  readonly state: VinClaimState;
  readonly previous: ClaimVin['previous'];
}

export interface PendingStream {
  readonly streamId: string;
  readonly events: readonly NewEvent[];
}

/** A new vehicle stream and the claim of its VIN (null when the vehicle holds its claim already: a batch run again). */
export interface NewListing {
  readonly vehicleId: string;
  readonly vehicle: PendingStream;
  readonly claim: PendingStream | null;
}

/** appended: written now; stored: the vehicle was written before (a batch run again); vin_taken: a concurrent listing claimed the VIN first. */
export type ListingAppend = 'appended' | 'stored' | 'vin_taken';

/**
 * The VIN claims of listings (libs/domain/src/catalog/vin-claim.ts), on the event store: where each VIN's next
 * claim goes, and new listings appended with their claims, each vehicle and its claim all or nothing.
 */
/** A deadlock of a batch append is answered like a refused batch: its listings are then appended one by one. */
function refusedAsBatch(error: unknown): false {
  if ((error as { code?: string } | null)?.code === PG_DEADLOCK) return false;
  throw error;
}

export class VinClaims {
  constructor(private readonly store: EventStore) {}

  /**
   * Walks each VIN's claim chain (`vin-<VIN>-1`, `-2`, ...) past the claims whose vehicle is sold, up to the first
   * claim that is free or still held. One read of claims and one of their vehicles per step, for every VIN at once.
   */
  async spots(vins: readonly string[], now: string): Promise<Map<string, VinClaimSpot>> {
    const spots = new Map<string, VinClaimSpot>();
    let pending: { vin: string; claim: number; previous: ClaimVin['previous'] }[] = [...new Set(vins)].map((vin) => ({ vin, claim: 1, previous: null }));
    while (pending.length > 0) {
      const claims = await this.read(pending.map((p) => vinClaimStreamId(p.vin, p.claim)));
      const states = pending.map((p) => fold(vinClaimDecider, (claims.get(vinClaimStreamId(p.vin, p.claim)) ?? []) as unknown as VinClaimEvent[]));
      const holders = await this.read(states.flatMap((s) => (s.holder === null ? [] : [vehicleStreamId(s.holder)])));
      const next: typeof pending = [];
      pending.forEach((p, i) => {
        const state = states[i];
        if (state.holder !== null) {
          const vehicle = fold(vehicleDecider, (holders.get(vehicleStreamId(state.holder)) ?? []) as unknown as VehicleEvent[]);
          const here = { claimedAt: state.claimedAt, holder: vehicle.listed ? vehicle.status : 'missing' as const };
          if (vinClaimReleased(here, now)) {
            next.push({ vin: p.vin, claim: p.claim + 1, previous: here });
            return;
          }
        }
        spots.set(p.vin, { claim: p.claim, state, previous: p.previous });
      });
      pending = next;
    }
    return spots;
  }

  /**
   * Appends new listings. With the PostgreSQL store every vehicle stream and VIN claim of the batch go in one
   * transaction (expected "no stream" on each), else each listing's pair in one transaction: a claim someone else
   * wrote first refuses the pair, so two listings of one VIN can never both be stored. Other stores append the claim
   * first, then the vehicle (a failure between the two leaves an orphan claim, released after a grace period).
   */
  async append(listings: readonly NewListing[]): Promise<Map<string, ListingAppend>> {
    const outcomes = new Map<string, ListingAppend>();
    if (listings.length === 0) return outcomes;
    // Streams in one order in every append (by id), so that appends claiming the same VINs queue, never deadlock.
    const streamsOf = (...of: readonly NewListing[]) => of.flatMap((l) => (l.claim ? [l.claim, l.vehicle] : [l.vehicle]))
      .sort((a, b) => (a.streamId < b.streamId ? -1 : a.streamId > b.streamId ? 1 : 0));
    if (this.store instanceof PostgresEventStore) {
      if (await this.store.appendNewStreams(streamsOf(...listings)).catch(refusedAsBatch)) {
        for (const l of listings) outcomes.set(l.vehicleId, 'appended');
        return outcomes;
      }
      for (const l of listings) {
        const appended = await this.store.appendNewStreams(streamsOf(l));
        outcomes.set(l.vehicleId, appended ? 'appended' : (await this.store.readStream(l.vehicle.streamId)).length > 0 ? 'stored' : 'vin_taken');
      }
      return outcomes;
    }
    for (const l of listings) outcomes.set(l.vehicleId, await this.appendOneByOne(l));
    return outcomes;
  }

  private async appendOneByOne(l: NewListing): Promise<ListingAppend> {
    if (l.claim) {
      try {
        await this.store.appendToStream(l.claim.streamId, l.claim.events, Expected.noStream);
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        const state = fold(vinClaimDecider, (await this.store.readStream(l.claim.streamId)) as unknown as VinClaimEvent[]);
        if (state.holder !== l.vehicleId) return 'vin_taken';
      }
    }
    try {
      await this.store.appendToStream(l.vehicle.streamId, l.vehicle.events, Expected.noStream);
      return 'appended';
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      return 'stored';
    }
  }

  private async read(streamIds: readonly string[]): Promise<Map<string, RecordedEvent[]>> {
    if (streamIds.length === 0) return new Map();
    if (this.store instanceof PostgresEventStore) return this.store.readStreams(streamIds);
    const read = await Promise.all(streamIds.map(async (id) => [id, await this.store.readStream(id)] as const));
    return new Map(read.filter(([, events]) => events.length > 0));
  }
}
