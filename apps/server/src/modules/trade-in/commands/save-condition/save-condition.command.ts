import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { Written } from '../../../../platform/read-your-writes';
import type { TradeInStepAnswer } from '../../streams/trade-in-streams';
import type { TradeInCondition } from '@marketplace/domain';

/** Step 4 of the wizard: condition and history (spec §3). */
export class SaveConditionCommand extends Command<Written<TradeInStepAnswer>> {
  constructor(
    readonly tradeInId: string,
    readonly condition: TradeInCondition,
    readonly expectedVersion: number | undefined,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
