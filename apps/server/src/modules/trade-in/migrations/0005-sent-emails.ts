import { type Kysely, sql } from 'kysely';
import { createMailLedger } from '../../../platform/mail/send-once';

/** The ledger of the trade-in emails sent once by dedup key (ADR 0020): the offer expiry reminders (ADR 0029). */
export async function up(db: Kysely<any>): Promise<void> {
  await createMailLedger(db, 'trade_in', 'sent_emails');
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table trade_in.sent_emails`.execute(db);
}
