import { type Kysely, sql } from 'kysely';
import { createMailLedger } from '../../../platform/mail/send-once';

/** The ledger of the purchase emails sent, one row per dedup key (ADR 0020). */
export async function up(db: Kysely<any>): Promise<void> {
  await createMailLedger(db, 'purchase', 'sent_emails');
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table purchase.sent_emails`.execute(db);
}
