import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { Written } from '../../../../platform/read-your-writes';
import type { TradeInStepAnswer } from '../../streams/trade-in-streams';

/** The estimate: the built-in model values the vehicle (an offer held 7 days), or it goes to advisers. */
export class AppraiseTradeInCommand extends Command<Written<TradeInStepAnswer>> {
  constructor(readonly tradeInId: string, readonly expectedVersion: number | undefined, readonly meta: CommandMeta) {
    super();
  }
}
