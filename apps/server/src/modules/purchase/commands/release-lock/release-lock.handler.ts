import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PurchaseErrors } from '@marketplace/domain';
import { written } from '../../../../platform/read-your-writes/write-position';
import { buyerOf } from '../../streams/buyer';
import { LiveLockLimit } from '../../streams/live-lock-limit';
import { vehicleTimer } from '../../views/vehicle-timer-view';
import { PurchaseSettings } from '../../purchase.settings';
import { VehicleHoldStream } from '../../streams/vehicle-hold-stream';
import { ReleaseLockCommand } from './release-lock.command';

/** The buyer lets the vehicle go (idempotent). */
@CommandHandler(ReleaseLockCommand)
export class ReleaseLockHandler implements ICommandHandler<ReleaseLockCommand> {
  constructor(private readonly holds: VehicleHoldStream, private readonly settings: PurchaseSettings, private readonly limit: LiveLockLimit) {}

  async execute({ vehicleId, ctx }: ReleaseLockCommand) {
    const userId = buyerOf(ctx);
    const outcome = await this.holds.execute({ type: 'ReleaseLock', vehicleId, userId, now: ctx.now.toISOString() }, ctx);
    if (outcome.state.lock?.holderId !== userId) await this.limit.released(userId, vehicleId);
    if (!outcome.state.listed) throw PurchaseErrors.vehicleNotFound();
    return written(vehicleTimer(vehicleId, outcome.state, userId, ctx.now, this.settings), outcome.position);
  }
}
