import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { Written } from '../../../../platform/read-your-writes';
import type { TradeInStepAnswer } from '../../streams/trade-in-streams';
import type { BasicInformation } from '@marketplace/domain';

/** Step 2 of the wizard: mileage, colour, transmission, drivetrain, fuel, engine and province. */
export class SaveBasicInformationCommand extends Command<Written<TradeInStepAnswer>> {
  constructor(
    readonly tradeInId: string,
    readonly basic: BasicInformation,
    readonly expectedVersion: number | undefined,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
