import { type Kysely, sql } from 'kysely';

/**
 * The 7-day money-back return (issue #16 item 8) on the buyer's transaction rows: the handover, the return and its
 * steps (null on rows written before; the projection reads null as "nothing yet"); and the staff's list of returns.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table purchase.transaction_details add column if not exists money_back jsonb`.execute(db);
  await sql`create index if not exists transaction_details_returns_idx on purchase.transaction_details ((money_back->'return'->>'status'))
    where money_back->'return' is not null and money_back->'return' <> 'null'::jsonb`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists purchase.transaction_details_returns_idx`.execute(db);
  await sql`alter table purchase.transaction_details drop column if exists money_back`.execute(db);
}
