import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { sql, type Kysely } from 'kysely';
import { AccountLifecycle } from '../../../platform/account-lifecycle/account-lifecycle';
import { DB } from '../../../platform/tokens';
import { ReleaseLockCommand } from '../commands/release-lock/release-lock.command';
import { VehicleHoldsReader } from '../queries/check-vehicle-timer/vehicle-holds.reader';
import { LOCK_EXPIRY } from '../timers/timer-kinds';

export const ACTIVE_DEPOSIT = 'purchase.active-deposit';

/**
 * Purchase's part in the account lifecycle. Deleting waits while a deposit is paid and not refunded (the money must
 * find its owner). Deactivating releases the vehicle locks the owner holds: live locks are the ones whose expiry
 * deadline has not fired yet, so only those vehicles are read. The deadline is written by a projection a moment after
 * the lock; a lock taken in that moment is missed and simply lapses after its 30 minutes.
 */
@Injectable()
export class PurchaseAccountLifecycle implements OnModuleInit {
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
        const { rows } = await sql<{ key: string }>`select key from platform.deadlines where kind = ${LOCK_EXPIRY} and fired_at is null`.execute(this.db);
        for (const { key: vehicleId } of rows) {
          const state = await this.holds.load(vehicleId);
          if (state.lock?.holderId === userId) await this.commands.execute(new ReleaseLockCommand(vehicleId, ctx));
        }
      });
  }
}
