import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { VehicleCommands } from '../../streams/vehicle-stream';
import { ListVehicleCommand } from './list-vehicle.command';

@CommandHandler(ListVehicleCommand)
export class ListVehicleHandler implements ICommandHandler<ListVehicleCommand> {
  constructor(private readonly vehicles: VehicleCommands) {}

  async execute(command: ListVehicleCommand) {
    return this.vehicles.list(command.input.body, command.meta);
  }
}
