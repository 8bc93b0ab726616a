import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { Written } from '../../../../platform/read-your-writes';
import type { TradeInStepAnswer } from '../../streams/trade-in-streams';

/** Completes a standalone trade-in with the texted code (`POST /tradein/finalize-stand-alone-tradein`). */
export class FinalizeStandaloneCommand extends Command<Written<TradeInStepAnswer>> {
  constructor(readonly tradeInId: string, readonly code: string, readonly meta: CommandMeta) {
    super();
  }
}
