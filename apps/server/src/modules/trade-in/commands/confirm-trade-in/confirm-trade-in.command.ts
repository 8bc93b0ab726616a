import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { Written } from '../../../../platform/read-your-writes';
import type { TradeInStepAnswer } from '../../streams/trade-in-streams';

/** The customer takes the offer while it is valid (7 days). */
export class ConfirmTradeInCommand extends Command<Written<TradeInStepAnswer>> {
  constructor(
    readonly tradeInId: string,
    readonly expectedVersion: number | undefined,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
