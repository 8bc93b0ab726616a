import { type Kysely, sql } from 'kysely';
import { createMailLedger } from '../../../platform/mail/send-once';

/**
 * Working a lead (issue #45, ADR 0074). dealer.lead_work: one row per lead a dealer worked, folded from its
 * `dealer-lead-<id>` stream (the lead-work projection): its stage, assignee, first contact, tasks and the dealer's
 * lines of the timeline. dealer.lead_outbox: one row per lead to email, written by the delivery timer (what the SMTP
 * server said, not a projection): waiting while its company has no lead address, then sent or failed with the cause.
 * dealer.sent_lead_work_emails: the ledger that sends each task reminder and escalation once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table dealer.lead_work (
      lead_id text primary key,
      company_id int not null,
      version int not null,
      stage text not null,
      lost_reason text,
      assignee_user_id text,
      first_contact_at timestamptz,
      first_contact_by text,
      escalated boolean not null default false,
      tasks jsonb not null,
      entries jsonb not null
    )`.execute(db);
  await sql`create index lead_work_assignee_idx on dealer.lead_work (company_id, assignee_user_id)`.execute(db);
  await sql`
    create table dealer.lead_outbox (
      lead_id text primary key,
      company_id int not null,
      status text not null check (status in ('waiting', 'sending', 'sent', 'failed')),
      price bigint,
      attempts int not null default 0,
      last_error text,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index lead_outbox_waiting_idx on dealer.lead_outbox (company_id) where status = 'waiting'`.execute(db);
  await createMailLedger(db, 'dealer', 'sent_lead_work_emails');
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists dealer.sent_lead_work_emails`.execute(db);
  await sql`drop table if exists dealer.lead_outbox`.execute(db);
  await sql`drop table if exists dealer.lead_work`.execute(db);
}
