import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../../platform/clock/clock';
import { systemContext } from '../../../../platform/http/request-context';
import { deterministicUuid } from '../../streams/deterministic-id';
import { LOCK_EXPIRY } from '../../process/purchase-deadlines/timer-kinds';
import { VehicleHoldStream } from '../../streams/vehicle-hold-stream';
import { ExpireLockCommand } from './expire-lock.command';

/** Woken before the deadline (clock skew): the timer retries instead of marking it done. */
export class NotYetDue extends Error {}

/**
 * The decider decides: a stale timer (the lock was extended, released or taken since) appends nothing. Woken a hair
 * early (clocks), it fails so that the timer retries rather than marking the deadline done.
 */
@CommandHandler(ExpireLockCommand)
export class ExpireLockHandler implements ICommandHandler<ExpireLockCommand> {
  constructor(private readonly holds: VehicleHoldStream, @Inject(CLOCK) private readonly clock: Clock) {}

  async execute({ vehicleId, lockVersion }: ExpireLockCommand): Promise<void> {
    const now = this.clock.now();
    const outcome = await this.holds.execute(
      { type: 'ExpireLock', vehicleId, lockVersion, now: now.toISOString() },
      systemContext(now),
      { eventIds: (i) => deterministicUuid(`${LOCK_EXPIRY}:${vehicleId}:${lockVersion}:${i}`) },
    );
    const lock = outcome.state.lock;
    if (outcome.events.length === 0 && lock?.version === lockVersion && Date.parse(lock.expiresAt) > now.getTime()) {
      throw new NotYetDue(`lock of ${vehicleId} is due at ${lock.expiresAt}`);
    }
  }
}
