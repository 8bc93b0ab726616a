import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { GarageVehicles } from '../../streams/garage-vehicles';
import { RemoveCustomerVehicleCommand } from './remove-customer-vehicle.command';

@CommandHandler(RemoveCustomerVehicleCommand)
export class RemoveCustomerVehicleHandler implements ICommandHandler<RemoveCustomerVehicleCommand> {
  constructor(private readonly garage: GarageVehicles) {}

  execute({ garageVehicleId, meta }: RemoveCustomerVehicleCommand) {
    return this.garage.execute({ type: 'RemoveGarageVehicle', garageVehicleId, ownerId: meta.principal!.userId, now: meta.now.toISOString() }, meta);
  }
}
