import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { GarageVehicles } from '../../streams/garage-vehicles';
import { CreateCustomerVehicleCommand } from './create-customer-vehicle.command';

/** Describes the vehicle from the catalog, asks the trade-in context for its estimate, lets the decider add it. */
@CommandHandler(CreateCustomerVehicleCommand)
export class CreateCustomerVehicleHandler implements ICommandHandler<CreateCustomerVehicleCommand> {
  constructor(private readonly garage: GarageVehicles) {}

  async execute({ body, meta }: CreateCustomerVehicleCommand) {
    const vehicle = await this.garage.describe(body, meta.now);
    const valuation = await this.garage.estimate(vehicle, body.kilometres, body.province, meta.now);
    return this.garage.execute({
      type: 'AddGarageVehicle', garageVehicleId: randomUUID(), ownerId: meta.principal!.userId, vehicle, kilometres: body.kilometres,
      province: body.province, source: 'customer', transactionId: null, valuation, now: meta.now.toISOString(),
    }, meta);
  }
}
