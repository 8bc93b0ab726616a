import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { AccountLifecycle } from '../../../platform/account-lifecycle/account-lifecycle';
import { DB } from '../../../platform/tokens';

export const ACTIVE_DEPOSIT = 'purchase.active-deposit';

/** A deposit paid and not refunded keeps the buyer's account: deleting it would leave money nobody can claim. */
@Injectable()
export class ActiveDepositBlocksDeletion implements OnModuleInit {
  constructor(private readonly lifecycle: AccountLifecycle, @Inject(DB) private readonly db: Kysely<any>) {}

  onModuleInit() {
    this.lifecycle.blockDeletionWhen(async (userId) => {
      const { rows } = await sql<{ one: number }>`
        select 1 as one from purchase.transaction_list
        where user_id = ${userId} and (deposit->>'paid')::boolean and not (deposit->>'refunded')::boolean limit 1`.execute(this.db);
      return rows.length > 0 ? ACTIVE_DEPOSIT : null;
    });
  }
}
