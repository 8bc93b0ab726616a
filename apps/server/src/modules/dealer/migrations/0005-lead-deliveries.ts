import { type Kysely, sql } from 'kysely';
import { createMailLedger } from '../../../platform/mail/send-once';

/**
 * Lead deliveries (issue #14 item 4): one row per lead and company lead address with the last outcome, written by the
 * delivery timer (not a projection: it records what the SMTP server said), and the ledger that sends each once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table dealer.lead_deliveries (
      lead_id text not null,
      address text not null,
      status text not null,
      attempts int not null,
      last_error text,
      updated_at timestamptz not null,
      primary key (lead_id, address)
    )`.execute(db);
  await createMailLedger(db, 'dealer', 'sent_lead_emails');
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists dealer.sent_lead_emails`.execute(db);
  await sql`drop table if exists dealer.lead_deliveries`.execute(db);
}
