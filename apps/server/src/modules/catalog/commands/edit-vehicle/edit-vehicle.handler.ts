import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { VehicleCommands } from '../../streams/vehicle-stream';
import { EditVehicleCommand } from './edit-vehicle.command';

@CommandHandler(EditVehicleCommand)
export class EditVehicleHandler implements ICommandHandler<EditVehicleCommand> {
  constructor(private readonly vehicles: VehicleCommands) {}

  async execute(command: EditVehicleCommand) {
    return this.vehicles.edit(command.input.params.id, command.input.body, command.meta);
  }
}
