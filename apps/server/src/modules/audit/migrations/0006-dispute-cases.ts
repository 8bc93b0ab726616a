import { type Kysely, sql } from 'kysely';
import { createMailLedger } from '../../../platform/mail/send-once';

/**
 * Every purchase's card disputes in one list (issue #46, ADR 0087): one row per dispute, folded from the purchases'
 * `dispute-<transactionId>` streams by the audit.dispute-cases projection, for support's list of disputes (open, due
 * soon). The projection's checkpoint starts at the beginning: the table fills itself on first boot. And the ledger of
 * the reminders emailed to support (once per dispute, due date and recipient; ADR 0020).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table audit.dispute_cases (
      dispute_id text primary key,
      transaction_id text not null,
      reason text not null,
      amount bigint not null,
      currency text not null,
      status text not null,
      evidence_due_by timestamptz,
      opened_at timestamptz not null,
      submitted_at timestamptz,
      outcome text,
      reminded_for text,
      last_stripe_at bigint not null,
      stream_version int not null
    )`.execute(db);
  await sql`create index dispute_cases_open_idx on audit.dispute_cases (evidence_due_by) where outcome is null`.execute(db);
  await createMailLedger(db, 'audit', 'sent_emails');
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists audit.sent_emails`.execute(db);
  await sql`drop table if exists audit.dispute_cases`.execute(db);
}
