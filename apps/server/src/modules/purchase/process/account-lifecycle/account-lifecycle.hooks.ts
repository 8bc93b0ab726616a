import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { sql, type Kysely } from 'kysely';
import { AccountLifecycle } from '../../../../platform/account-lifecycle/account-lifecycle';
import type { RequestContext } from '../../../../platform/http/request-context';
import { DB } from '../../../../platform/tokens';
import { CancelTransactionCommand } from '../../commands/cancel-transaction/cancel-transaction.command';
import { ReleaseLockCommand } from '../../commands/release-lock/release-lock.command';
import { SettleTransactionCommand } from '../../commands/settle-transaction/settle-transaction.command';
import { VehicleHoldsReader } from '../../queries/check-vehicle-timer/vehicle-holds.reader';
import { LOCK_EXPIRY } from '../purchase-deadlines/timer-kinds';

export const ACTIVE_DEPOSIT = 'purchase.active-deposit';

/**
 * Purchase's part in the account lifecycle. Deleting waits while a deposit is paid and not refunded (the money must
 * find its owner). Deactivating releases the vehicle locks the owner holds: live locks are the ones whose expiry
 * deadline has not fired yet, so only those vehicles are read. The deadline is written by a projection a moment after
 * the lock; a lock taken in that moment is missed and simply lapses after its 30 minutes.
 * A paid 5-day reservation is settled explicitly (ADR 0029): its transaction is cancelled ('account_deactivated'),
 * then settled at once: the deposit is refunded through the payments port and the vehicle released. Should the
 * provider fail, the cancellation is recorded and the settle timer that follows it retries the refund.
 */
@Injectable()
export class PurchaseAccountLifecycle implements OnModuleInit {
  private readonly logger = new Logger('PurchaseAccountLifecycle');

  constructor(
    private readonly lifecycle: AccountLifecycle,
    private readonly commands: CommandBus,
    private readonly holds: VehicleHoldsReader,
    @Inject(DB) private readonly db: Kysely<any>,
  ) {}

  onModuleInit() {
    this.lifecycle
      .blockDeletionWhen(async (userId) => {
        const { rows } = await sql<{ one: number }>`
          select 1 as one from purchase.transaction_list
          where user_id = ${userId} and (deposit->>'paid')::boolean and not (deposit->>'refunded')::boolean limit 1`.execute(this.db);
        return rows.length > 0 ? ACTIVE_DEPOSIT : null;
      })
      .onDeactivation(async (userId, ctx) => {
        await this.settlePaidReservations(userId, ctx);
        const { rows } = await sql<{ key: string }>`select key from platform.deadlines where kind = ${LOCK_EXPIRY} and fired_at is null`.execute(this.db);
        for (const { key: vehicleId } of rows) {
          const state = await this.holds.load(vehicleId);
          if (state.lock?.holderId === userId) await this.commands.execute(new ReleaseLockCommand(vehicleId, ctx));
        }
      });
  }

  private async settlePaidReservations(userId: string, ctx: RequestContext) {
    const { rows } = await sql<{ transaction_id: string }>`
      select transaction_id from purchase.transaction_list
      where user_id = ${userId} and not cancelled and contract_url is null
        and (deposit->>'paid')::boolean and not (deposit->>'refunded')::boolean`.execute(this.db);
    for (const { transaction_id: transactionId } of rows) {
      await this.commands.execute(new CancelTransactionCommand(transactionId, ctx, 'account_deactivated'));
      await this.commands.execute(new SettleTransactionCommand(transactionId)).catch((error: unknown) => {
        this.logger.warn(`deactivation: transaction ${transactionId} not settled yet (${String(error)}); the settle timer retries`);
      });
    }
  }
}
