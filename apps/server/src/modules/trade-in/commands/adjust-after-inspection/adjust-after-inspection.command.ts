import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { Written } from '../../../../platform/read-your-writes';
import type { TradeInStepAnswer } from '../../streams/trade-in-streams';

/** After inspection, staff change a confirmed value, with the reason the customer sees. */
export class AdjustAfterInspectionCommand extends Command<Written<TradeInStepAnswer>> {
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
