import { type Kysely, sql } from 'kysely';

/** The answer emails of a message (`support-answer:<messageId>:<version>`), found by it for the audit timeline (ADR 0087). */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index mail_ledger_message_idx on support.mail_ledger ((split_part(dedup_key, ':', 2)))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists support.mail_ledger_message_idx`.execute(db);
}
