import { type Kysely, sql } from 'kysely';
import { createMailLedger } from '../../../platform/mail/send-once';

/**
 * Schema `support`: the staff's list of messages (written by its projection only; title, details and answers stay
 * sealed with the sender's key, opened when read) and the ledger of answer emails sent (ADR 0020).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists support`.execute(db);
  await sql`
    create table support.messages (
      id uuid primary key,
      sender_id uuid not null,
      message_type_id int not null,
      title text not null,
      details text not null,
      sent_at timestamptz not null,
      answers jsonb not null default '[]',
      version int not null
    )`.execute(db);
  await sql`create index support_messages_sent_idx on support.messages (sent_at desc)`.execute(db);
  await createMailLedger(db, 'support', 'mail_ledger');
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop schema support cascade`.execute(db);
}
