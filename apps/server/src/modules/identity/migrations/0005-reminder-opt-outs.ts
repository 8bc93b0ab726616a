import { type Kysely, sql } from 'kysely';

/**
 * identity.reminder_opt_outs (ADR 0029): the people who stopped reminder emails (reservation and trade-in offer
 * reminders) with the signed link of one of them. A preference row, no business invariant; receipts and confirmations
 * never read it. Removed with the account.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table identity.reminder_opt_outs (user_id uuid primary key, unsubscribed_at timestamptz not null)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table identity.reminder_opt_outs`.execute(db);
}
