import type { adminEditVehicleRoute, RouteInput } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { VehicleCommands } from '../../streams/vehicle-stream';

/** Edits a listed vehicle's data, price, photos or status. */
export class EditVehicleCommand extends Command<Awaited<ReturnType<VehicleCommands['edit']>>> {
  constructor(
    readonly input: RouteInput<typeof adminEditVehicleRoute>,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
