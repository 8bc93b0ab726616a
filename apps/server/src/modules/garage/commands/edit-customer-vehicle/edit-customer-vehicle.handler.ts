import { GarageErrors } from '@marketplace/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { GarageVehicles } from '../../streams/garage-vehicles';
import { EditCustomerVehicleCommand } from './edit-customer-vehicle.command';

@CommandHandler(EditCustomerVehicleCommand)
export class EditCustomerVehicleHandler implements ICommandHandler<EditCustomerVehicleCommand> {
  constructor(private readonly garage: GarageVehicles) {}

  async execute({ body, meta }: EditCustomerVehicleCommand) {
    const ownerId = meta.principal!.userId;
    const state = await this.garage.load(body.garageVehicleId);
    // Only the owner's vehicle is valued; the decider gives the same 404 to everyone else.
    if (state.status !== 'owned' || state.ownerId !== ownerId) throw GarageErrors.notFound();
    const valuation = await this.garage.estimate(state.vehicle, body.kilometres, body.province, meta.now);
    return this.garage.execute({
      type: 'EditGarageVehicle', garageVehicleId: body.garageVehicleId, ownerId, kilometres: body.kilometres, province: body.province,
      confirmLowerKilometres: body.confirmLowerKilometres, valuation, now: meta.now.toISOString(),
    }, meta);
  }
}
