import { Inject, Injectable } from '@nestjs/common';
import { PurchaseErrors, type VehicleHoldState } from '@marketplace/domain';
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
   * Runs `lock` if the buyer holds fewer than the limit of other vehicles (409 purchase.live_lock_limit, with when the
   * earliest of them ends, otherwise). A lock that fails gives its place back.
   */
  async lock<T extends { readonly state: VehicleHoldState }>(userId: string, vehicleId: string, now: Date, lock: () => Promise<T>): Promise<T> {
    const max = this.settings.liveLocksPerBuyer;
    const claim = await this.leases.claim(key(userId), vehicleId, now.getTime(), now.getTime() + this.settings.lockMinutes * 60_000, max);
    if (!claim.granted) throw PurchaseErrors.liveLockLimit(max, new Date(claim.retryAtMs).toISOString(), now.toISOString());
    let outcome: T;
    try {
      outcome = await lock();
    } catch (error) {
      if (claim.fresh) await this.leases.release(key(userId), vehicleId);
      throw error;
    }
    // Already theirs by a deposit: a reservation takes no place.
    if (claim.fresh && outcome.state.lock?.holderId !== userId) await this.leases.release(key(userId), vehicleId);
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
