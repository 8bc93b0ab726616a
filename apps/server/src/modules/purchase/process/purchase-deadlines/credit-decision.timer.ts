import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Deadline } from '../../../../platform/timers/deadlines';
import type { TimerHandler } from '../../../../platform/timers/timer-service';
import { UpdateCreditDecisionCommand } from '../../commands/update-credit-decision/update-credit-decision.command';
import type { CreditDecisionPayload } from '../../integration-events/credit-decisions.consumer';
import { CREDIT_DECISION } from './timer-kinds';

/** Credit decided an application made from a purchase: record it on the transaction that attached it. */
@Injectable()
export class CreditDecisionTimer implements TimerHandler {
  readonly kind = CREDIT_DECISION;

  constructor(private readonly commands: CommandBus) {}

  fire(deadline: Deadline): Promise<void> {
    return this.commands.execute(new UpdateCreditDecisionCommand(deadline.payload as unknown as CreditDecisionPayload));
  }
}
