import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { Written } from '../../../../platform/read-your-writes';
import type { TradeInStepAnswer } from '../../streams/trade-in-streams';

/** A dealer takes a confirmed trade-in from the block into their company's inventory. */
export class AddTradeInCommand extends Command<Written<TradeInStepAnswer>> {
  constructor(readonly tradeInId: string, readonly meta: CommandMeta) {
    super();
  }
}
