import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideSettlement, type SettlementAction, type VehicleHoldState } from '@marketplace/domain';
import { CLOCK, type Clock } from '../../../../platform/clock/clock';
import { systemContext, type RequestContext } from '../../../../platform/http/request-context';
import { PAYMENTS, type Payments } from '../../../../platform/payments/payments.port';
import { crashPoint } from '../../../../platform/faults/crash-point';
import { deterministicUuid } from '../../streams/deterministic-id';
import { LiveLockLimit } from '../../streams/live-lock-limit';
import { PurchaseSettings } from '../../purchase.settings';
import { TransactionStream } from '../../streams/transaction-stream';
import { VehicleHoldStream } from '../../streams/vehicle-hold-stream';
import { SettleTransactionCommand } from './settle-transaction.command';

/**
 * Reads the transaction and its vehicle once, lets the pure settlement decider say what to do (README: Timers and
 * settlement), and does it in order. A failure throws: the timer fires again and the decider, reading the streams
 * anew, asks only for what is still missing.
 */
@CommandHandler(SettleTransactionCommand)
export class SettleTransactionHandler implements ICommandHandler<SettleTransactionCommand> {
  constructor(
    private readonly transactions: TransactionStream,
    private readonly holds: VehicleHoldStream,
    private readonly settings: PurchaseSettings,
    private readonly limit: LiveLockLimit,
    @Inject(PAYMENTS) private readonly payments: Payments,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ transactionId }: SettleTransactionCommand): Promise<void> {
    const loaded = await this.transactions.load(transactionId);
    if (!loaded.state.exists) return;
    const vehicle = await this.holds.load(loaded.state.vehicle.vehicleId);
    const ctx = systemContext(this.clock.now());
    const actions = decideSettlement(
      { type: 'SettleTransaction', transactionId, now: ctx.now.toISOString(), reservationDays: this.settings.reservationDays },
      { transaction: loaded.state, vehicle },
    );
    let after = vehicle;
    for (const action of actions) after = (await this.carryOut(action, loaded, ctx)) ?? after;
    // The buyer's lock became this transaction's reservation (or sale), by these actions or by a run a crash cut short
    // (its timer fires again): it no longer counts among their live locks (ADR 0047). Giving back a place twice is nothing.
    if (after.reservation?.transactionId === transactionId || after.soldTo === transactionId) {
      await this.limit.released(loaded.state.userId, loaded.state.vehicle.vehicleId);
    }
  }

  /** Does one action; a vehicle command answers the vehicle's state after it. */
  private async carryOut(action: SettlementAction, loaded: Awaited<ReturnType<TransactionStream['load']>>, ctx: RequestContext): Promise<VehicleHoldState | null> {
    switch (action.type) {
      case 'VehicleCommand':
        return (await this.holds.execute(action.data, ctx)).state;
      case 'TransactionCommand': {
        const paymentIntentId = loaded.state.exists ? loaded.state.deposit.paymentIntentId : null;
        await this.transactions.record(loaded, action.data, ctx, {
          subjectId: 'system', eventIds: (i) => deterministicUuid(`refund-request:${action.data.transactionId}:${paymentIntentId}:${i}`),
        });
        return null;
      }
      case 'ProviderRefund': {
        const { transactionId, paymentIntentId, amount, idempotencyKey } = action.data;
        // 'already_refunded' (e.g. from Stripe's dashboard) needs nothing more: the webhook brings the fact.
        await this.payments.refund({ paymentIntentId, amount, idempotencyKey, metadata: { transactionId } });
        crashPoint('refund', loaded.state.exists ? loaded.state.vehicle.vehicleId : undefined);
        return null;
      }
    }
  }
}
