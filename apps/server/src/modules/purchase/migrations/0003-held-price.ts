import { type Kysely, sql } from 'kysely';

/**
 * Issue #17 item 1: a staff change of a buyer's held price waits on the details row until the buyer accepts it.
 * Issue #13 item 6: the credit decision finance or lease uses (outcome, band, application id).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table purchase.transaction_details add column if not exists price_change jsonb`.execute(db);
  await sql`alter table purchase.transaction_details add column if not exists credit_decision jsonb`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table purchase.transaction_details drop column if exists price_change`.execute(db);
  await sql`alter table purchase.transaction_details drop column if exists credit_decision`.execute(db);
}
