import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../../platform/clock/clock';
import { systemContext } from '../../../../platform/http/request-context';
import { uuidFromName } from '../../../../platform/ids/uuid-from-name';
import { CatalogPublicApi } from '../../../catalog/catalog.public';
import { GarageVehicles } from '../../streams/garage-vehicles';
import { AddPurchasedVehicleCommand } from './add-purchased-vehicle.command';

/** One garage vehicle per transaction: its id is derived from the transaction's, so a second firing adds nothing. */
export const purchasedGarageVehicleId = (transactionId: string) => uuidFromName(`marketplace:garage:purchase:${transactionId}`);

@CommandHandler(AddPurchasedVehicleCommand)
export class AddPurchasedVehicleHandler implements ICommandHandler<AddPurchasedVehicleCommand> {
  constructor(
    private readonly garage: GarageVehicles,
    private readonly catalog: CatalogPublicApi,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ transactionId, ownerId, vehicleId }: AddPurchasedVehicleCommand): Promise<void> {
    const sold = await this.catalog.vehicle(vehicleId);
    if (!sold) return;
    const meta = systemContext(this.clock.now());
    const trimId = sold.trimId ?? null;
    const vehicle = {
      vin: sold.vin ?? null, year: sold.year, make: sold.make, model: sold.model ?? null, trim: sold.trim ?? null, makeId: null, modelId: null, trimId,
    };
    const kilometres = sold.kilometres ?? 0;
    // The market it was bought in: the selling dealer's province (the buyer's address is theirs, not the garage's to read).
    const province = sold.dealer.province;
    const valuation = await this.garage.estimate(vehicle, kilometres, province, meta.now);
    await this.garage.execute({
      type: 'AddGarageVehicle', garageVehicleId: purchasedGarageVehicleId(transactionId), ownerId, vehicle, kilometres, province, source: 'purchase',
      transactionId, valuation, now: meta.now.toISOString(),
    }, meta);
  }
}
