import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { Written } from '../../../../platform/read-your-writes';
import type { TradeInStepAnswer } from '../../streams/trade-in-streams';

/** Texts a 6-digit code to the phone the owner of a standalone trade-in gives (`POST /user/SendSmsCodeTradeIn`). */
export class SendSmsCodeTradeInCommand extends Command<Written<TradeInStepAnswer>> {
  constructor(readonly tradeInId: string, readonly phone: string, readonly meta: CommandMeta) {
    super();
  }
}
