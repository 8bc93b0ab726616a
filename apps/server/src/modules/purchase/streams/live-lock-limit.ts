import { Inject, Injectable } from '@nestjs/common';
import { PurchaseErrors, type VehicleHoldEvent, type VehicleHoldState } from '@marketplace/domain';
import { LEASE_LIMITER, type LeaseLimiter } from '../../../platform/rate-limit/lease-limiter';
import { PurchaseSettings } from '../purchase.settings';

const key = (userId: string) => `purchase.live-locks:${userId}`;

/**
 * How many vehicles one buyer holds with a lock at once (LIVE_LOCKS_PER_BUYER, ADR 0047): a lease per locked vehicle,
 * ending with the lock. The per-vehicle day limit (the decider's) stops one vehicle being held forever; this stops one
 * account holding a whole lot. A throttle beside the event store, not in it: the vehicle's stream decides every lock.
 */
@Injectable()
export class LiveLockLimit {
  constructor(@Inject(LEASE_LIMITER) private readonly leases: LeaseLimiter, private readonly settings: PurchaseSettings) {}

  /**
   * Runs `lock`, which decides on the vehicle's stream and calls `beforeAppend` with what it is about to append. Only a
   * new lock of this buyer's takes a place: then the lease is claimed before the append, and when the buyer already
   * holds the limit of other vehicles the command stops there (409 purchase.live_lock_limit, with when the earliest of
   * them ends). A refused lock (someone else holds the vehicle) or a holder setting their lock again appends nothing
   * and never touches the leases. A lock that fails after its claim gives the place back.
   */
  async lock<T extends { readonly state: VehicleHoldState }>(
    userId: string, vehicleId: string, now: Date,
    lock: (beforeAppend: (events: readonly VehicleHoldEvent[]) => Promise<void>) => Promise<T>,
  ): Promise<T> {
    const max = this.settings.liveLocksPerBuyer;
    let fresh = false;
    const claimFor = async (events: readonly VehicleHoldEvent[]) => {
      const locked = events.find((e): e is Extract<VehicleHoldEvent, { type: 'VehicleLocked' }> => e.type === 'VehicleLocked' && e.data.holderId === userId);
      if (!locked) return;
      const claim = await this.leases.claim(key(userId), vehicleId, now.getTime(), Date.parse(locked.data.expiresAt), max);
      if (!claim.granted) throw PurchaseErrors.liveLockLimit(max, new Date(claim.retryAtMs).toISOString(), now.toISOString());
      fresh ||= claim.fresh;
    };
    let outcome: T;
    try {
      outcome = await lock(claimFor);
    } catch (error) {
      if (fresh) await this.leases.release(key(userId), vehicleId);
      throw error;
    }
    // Claimed on an attempt that lost the race, and a retry found the vehicle held by someone else or reserved.
    if (fresh && outcome.state.lock?.holderId !== userId) await this.leases.release(key(userId), vehicleId);
    return outcome;
  }

  /** The lock now ends at `expiresAt` (an extension): its lease follows. */
  async extended(userId: string, vehicleId: string, now: Date, expiresAt: string | null): Promise<void> {
    if (expiresAt) await this.leases.claim(key(userId), vehicleId, now.getTime(), Date.parse(expiresAt), Number.MAX_SAFE_INTEGER);
  }

  /** The buyer let the vehicle go. */
  async released(userId: string, vehicleId: string): Promise<void> {
    await this.leases.release(key(userId), vehicleId);
  }
}
