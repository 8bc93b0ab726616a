import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Deadline } from '../../../../platform/timers/deadlines';
import type { TimerHandler } from '../../../../platform/timers/timer-service';
import { ExpireLockCommand } from '../../commands/expire-lock/expire-lock.command';
import { LOCK_EXPIRY } from './timer-kinds';

/** A lock's deadline is due: dispatch ExpireLock for the lock version it was set for. */
@Injectable()
export class LockExpiryTimer implements TimerHandler {
  readonly kind = LOCK_EXPIRY;

  constructor(private readonly commands: CommandBus) {}

  fire(deadline: Deadline): Promise<void> {
    return this.commands.execute(new ExpireLockCommand(String(deadline.payload.vehicleId ?? deadline.key), deadline.version));
  }
}
