import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { Written } from '../../../../platform/read-your-writes';

export class RemoveCustomerVehicleCommand extends Command<Written<{ garageVehicleId: string }>> {
  constructor(
    readonly garageVehicleId: string,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
