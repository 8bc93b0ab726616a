import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../../platform/clock/clock';
import { systemContext } from '../../../../platform/http/request-context';
import type { Deadline } from '../../../../platform/timers/deadlines';
import type { TimerHandler } from '../../../../platform/timers/timer-service';
import { StoreContractDocumentCommand } from '../../commands/store-contract-document/store-contract-document.command';
import { CONTRACT_DOCUMENT } from './order-finalization.projection';

/** A signed contract's PDF is due: draw, store and record it, unless the signing request did (a failure fires again). */
@Injectable()
export class ContractDocumentTimer implements TimerHandler {
  readonly kind = CONTRACT_DOCUMENT;

  constructor(private readonly commands: CommandBus, @Inject(CLOCK) private readonly clock: Clock) {}

  async fire(deadline: Deadline): Promise<void> {
    await this.commands.execute(new StoreContractDocumentCommand(String(deadline.payload.transactionId ?? deadline.key), systemContext(this.clock.now())));
  }
}
