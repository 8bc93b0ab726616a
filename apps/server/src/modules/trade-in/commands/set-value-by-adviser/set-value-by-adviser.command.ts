import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { Written } from '../../../../platform/read-your-writes';
import type { TradeInStepAnswer } from '../../streams/trade-in-streams';

/** An adviser sets the value of a trade-in the model could not value (or re-values an open offer), with a reason. */
export class SetValueByAdviserCommand extends Command<Written<TradeInStepAnswer>> {
  constructor(
    readonly tradeInId: string,
    readonly value: number,
    readonly reason: string,
    readonly expectedVersion: number | undefined,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
