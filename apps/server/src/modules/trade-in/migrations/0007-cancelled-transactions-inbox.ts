import { type Kysely, sql } from 'kysely';
import { createInboxTable } from '../../../platform/integration-events/inbox';

/** trade-in.cancelled-transactions (purchase.transaction-cancelled.v1) and the lookup of the trade-in a transaction holds. */
export async function up(db: Kysely<any>): Promise<void> {
  await createInboxTable(db, 'trade_in', 'cancelled_transactions_inbox');
  await sql`create index if not exists trade_ins_committed_to_idx on trade_in.trade_ins (committed_to) where committed_to is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists trade_in.trade_ins_committed_to_idx`.execute(db);
  await sql`drop table if exists trade_in.cancelled_transactions_inbox`.execute(db);
}
