import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PurchaseErrors } from '@marketplace/domain';
import { buyerOf } from '../../streams/buyer';
import { vehicleTimer } from '../../views/vehicle-timer-view';
import { PurchaseSettings } from '../../purchase.settings';
import { VehicleHoldsReader } from './vehicle-holds.reader';
import { CheckVehicleTimerQuery } from './check-vehicle-timer.query';

/** Who holds the vehicle and until when, read live from its stream (ADR 0013). */
@QueryHandler(CheckVehicleTimerQuery)
export class CheckVehicleTimerHandler implements IQueryHandler<CheckVehicleTimerQuery> {
  constructor(private readonly holds: VehicleHoldsReader, private readonly settings: PurchaseSettings) {}

  async execute({ vehicleId, ctx }: CheckVehicleTimerQuery) {
    const userId = buyerOf(ctx);
    const state = await this.holds.load(vehicleId);
    if (!state.listed) throw PurchaseErrors.vehicleNotFound();
    return vehicleTimer(vehicleId, state, userId, ctx.now, this.settings);
  }
}
