import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { written } from '../../../../platform/read-your-writes/write-position';
import { buyerOf } from '../../streams/buyer';
import { LiveLockLimit } from '../../streams/live-lock-limit';
import { vehicleTimer } from '../../views/vehicle-timer-view';
import { PurchaseSettings } from '../../purchase.settings';
import { VehicleHoldStream } from '../../streams/vehicle-hold-stream';
import { ExtendLockCommand } from './extend-lock.command';

/** "I need more time": +15 minutes, at most twice (the decider counts). */
@CommandHandler(ExtendLockCommand)
export class ExtendLockHandler implements ICommandHandler<ExtendLockCommand> {
  constructor(private readonly holds: VehicleHoldStream, private readonly settings: PurchaseSettings, private readonly limit: LiveLockLimit) {}

  async execute({ vehicleId, ctx }: ExtendLockCommand) {
    const userId = buyerOf(ctx);
    const outcome = await this.holds.execute({
      type: 'ExtendLock', vehicleId, userId, now: ctx.now.toISOString(), extensionMinutes: this.settings.extensionMinutes,
    }, ctx);
    if (outcome.state.lock?.holderId === userId) await this.limit.extended(userId, vehicleId, ctx.now, outcome.state.lock.expiresAt);
    return written(vehicleTimer(vehicleId, outcome.state, userId, ctx.now, this.settings), outcome.position);
  }
}
