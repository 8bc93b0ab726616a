import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { Written } from '../../../../platform/read-your-writes';

/** New kilometres (and province) for one of the caller's garage vehicles; it is valued again. */
export class EditCustomerVehicleCommand extends Command<Written<{ garageVehicleId: string }>> {
  constructor(
    readonly body: { garageVehicleId: string; kilometres: number; province: string; confirmLowerKilometres: boolean },
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
