import { Injectable } from '@nestjs/common';
import type { Deadline } from '../../../platform/timers/deadlines';
import type { TimerHandler } from '../../../platform/timers/timer-service';
import { systemContext } from '../../../platform/http/request-context';
import { deterministicUuid } from '../application/deterministic-id';
import { VehicleHolds } from '../application/vehicle-holds';
import { LOCK_EXPIRY } from './timer-kinds';

class NotYetDue extends Error {}

/**
 * Fires when a lock's deadline is due: dispatches ExpireLock for the lock version it was set for. The decider decides:
 * a stale timer (the lock was extended, released or taken since) appends nothing.
 */
@Injectable()
export class LockExpiryTimer implements TimerHandler {
  readonly kind = LOCK_EXPIRY;

  constructor(private readonly holds: VehicleHolds) {}

  async fire(deadline: Deadline): Promise<void> {
    const vehicleId = String(deadline.payload.vehicleId ?? deadline.key);
    const now = new Date();
    const outcome = await this.holds.execute(
      { type: 'ExpireLock', vehicleId, lockVersion: deadline.version, now: now.toISOString() },
      systemContext(now),
      (i) => deterministicUuid(`${LOCK_EXPIRY}:${vehicleId}:${deadline.version}:${i}`),
    );
    const lock = outcome.state.lock;
    // Woken a hair early (clocks): fail so that the timer retries, rather than marking the deadline done.
    if (outcome.events.length === 0 && lock?.version === deadline.version && Date.parse(lock.expiresAt) > now.getTime()) {
      throw new NotYetDue(`lock of ${vehicleId} is due at ${lock.expiresAt}`);
    }
  }
}
