import type { adminListVehicleRoute, RouteInput } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { VehicleCommands } from '../../streams/vehicle-stream';

/** Lists a vehicle for sale (a new vehicle stream). */
export class ListVehicleCommand extends Command<Awaited<ReturnType<VehicleCommands['list']>>> {
  constructor(
    readonly input: RouteInput<typeof adminListVehicleRoute>,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
