import { Command } from '@nestjs/cqrs';

/** The vehicle of a signed contract joins the buyer's garage (dispatched by the purchases consumer's timer). */
export class AddPurchasedVehicleCommand extends Command<void> {
  constructor(
    readonly transactionId: string,
    readonly ownerId: string,
    readonly vehicleId: string,
  ) {
    super();
  }
}
