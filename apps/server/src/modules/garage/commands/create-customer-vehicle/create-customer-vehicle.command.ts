import type { addGarageVehicleRoute, RouteInput } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { Written } from '../../../../platform/read-your-writes';

/** Adds a vehicle the caller owns to their garage. */
export class CreateCustomerVehicleCommand extends Command<Written<{ garageVehicleId: string }>> {
  constructor(
    readonly body: RouteInput<typeof addGarageVehicleRoute>['body'],
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
