import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isDomainError } from '@marketplace/domain';
import { laterOf, written } from '../../../../platform/read-your-writes/write-position';
import { inInput } from '../../streams/in-input';
import { LiveLockLimit } from '../../streams/live-lock-limit';
import { retryOnConflict, TransactionStream } from '../../streams/transaction-stream';
import { VehicleHoldStream } from '../../streams/vehicle-hold-stream';
import { CancelTransactionCommand } from './cancel-transaction.command';

/** The buyer cancels: their lock is freed now; a reservation and a paid deposit are the settlement's (it follows the event). */
@CommandHandler(CancelTransactionCommand)
export class CancelTransactionHandler implements ICommandHandler<CancelTransactionCommand> {
  constructor(private readonly transactions: TransactionStream, private readonly holds: VehicleHoldStream, private readonly limit: LiveLockLimit) {}

  async execute({ transactionId, ctx, reason }: CancelTransactionCommand) {
    const cancelled = await retryOnConflict(2, async () => {
      const loaded = await this.transactions.owned(transactionId, ctx);
      const outcome = await inInput(() => this.transactions.record(
        loaded, { type: 'CancelTransaction', transactionId, userId: loaded.state.userId, now: ctx.now.toISOString(), reason }, ctx, { subjectId: loaded.state.userId },
      ));
      return { outcome, vehicleId: loaded.state.vehicle.vehicleId, userId: loaded.state.userId };
    });
    const released = await this.holds.execute({ type: 'ReleaseLock', vehicleId: cancelled.vehicleId, userId: cancelled.userId, now: ctx.now.toISOString() }, ctx)
      .catch((error: unknown) => {
        if (isDomainError(error)) return null; // someone else holds it now: nothing of ours to free
        throw error;
      });
    if (released && released.state.lock?.holderId !== cancelled.userId) await this.limit.released(cancelled.userId, cancelled.vehicleId);
    return written({ Status: 1 as const }, laterOf(cancelled.outcome.position, released?.position ?? null));
  }
}
