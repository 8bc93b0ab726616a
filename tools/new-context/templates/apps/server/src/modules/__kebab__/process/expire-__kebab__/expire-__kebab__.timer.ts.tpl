import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Deadline } from '../../../../platform/timers/deadlines';
import type { TimerHandler } from '../../../../platform/timers/timer-service';
import { Expire__Pascal__Command } from '../../commands/expire-__kebab__/expire-__kebab__.command';

/** The deadline kind: a __title__ due to expire (scheduled by the expiry process projection). */
export const EXPIRE___CONST__ = '__kebab__.expire';

/** A __title__'s end of life is due: dispatch Expire__Pascal__ (idempotent: a second firing decides nothing). */
@Injectable()
export class Expire__Pascal__Timer implements TimerHandler {
  readonly kind = EXPIRE___CONST__;

  constructor(private readonly commands: CommandBus) {}

  fire(deadline: Deadline): Promise<void> {
    return this.commands.execute(new Expire__Pascal__Command(deadline.key));
  }
}
