import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { written } from '../../../../platform/read-your-writes/write-position';
import { buyerOf } from '../../streams/buyer';
import { LiveLockLimit } from '../../streams/live-lock-limit';
import { vehicleTimer } from '../../views/vehicle-timer-view';
import { PurchaseSettings } from '../../purchase.settings';
import { VehicleHoldStream } from '../../streams/vehicle-hold-stream';
import { LockVehicleCommand } from './lock-vehicle.command';

/**
 * Spec §4: the 30-minute lock on the vehicle stream (a lapsed lock gives way in the same append), at most
 * `locksPerVehiclePerDay` times a day per buyer and vehicle, and `liveLocksPerBuyer` vehicles at once.
 */
@CommandHandler(LockVehicleCommand)
export class LockVehicleHandler implements ICommandHandler<LockVehicleCommand> {
  constructor(private readonly holds: VehicleHoldStream, private readonly settings: PurchaseSettings, private readonly limit: LiveLockLimit) {}

  async execute({ vehicleId, ctx }: LockVehicleCommand) {
    const userId = buyerOf(ctx);
    const outcome = await this.limit.lock(userId, vehicleId, ctx.now, (beforeAppend) => this.holds.execute({
      type: 'LockVehicle', vehicleId, userId, lockId: randomUUID(), now: ctx.now.toISOString(), lockMinutes: this.settings.lockMinutes,
      locksPerDay: this.settings.locksPerVehiclePerDay,
    }, ctx, { beforeAppend }));
    return written(vehicleTimer(vehicleId, outcome.state, userId, ctx.now, this.settings), outcome.position);
  }
}
