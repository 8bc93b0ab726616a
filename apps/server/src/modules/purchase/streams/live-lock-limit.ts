import { Inject, Injectable } from '@nestjs/common';
import { PurchaseErrors, type VehicleHoldEvent } from '@marketplace/domain';
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
   * The place `events` take for `userId`, claimed before they are appended. Only a new lock of this buyer's takes one
   * (a holder setting their lock again already has it); when the buyer holds the limit of other vehicles it throws
   * 409 purchase.live_lock_limit, with when the earliest of them ends. Answers whether the place is new: the caller
   * gives a new one back when its append does not happen.
   */
  async claim(userId: string, vehicleId: string, events: readonly VehicleHoldEvent[], now: Date): Promise<boolean> {
    const locked = events.find((e): e is Extract<VehicleHoldEvent, { type: 'VehicleLocked' }> => e.type === 'VehicleLocked' && e.data.holderId === userId);
    if (!locked) return false;
    const max = this.settings.liveLocksPerBuyer;
    const claim = await this.leases.claim(key(userId), vehicleId, now.getTime(), Date.parse(locked.data.expiresAt), max);
    if (!claim.granted) throw PurchaseErrors.liveLockLimit(max, new Date(claim.retryAtMs).toISOString(), now.toISOString());
    return claim.fresh;
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
