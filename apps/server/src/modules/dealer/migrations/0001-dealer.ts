import { type Kysely, sql } from 'kysely';
import { createInboxTable } from '../../../platform/integration-events/inbox';

/**
 * The dealer read side. For now: the lead list, built from purchase's public events (not from purchase's tables), and
 * its consumer's inbox. No surrogate key: a row's identity is the public event's id, so a rebuild gives identical rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists dealer`.execute(db);
  await sql`
    create table dealer.leads (
      event_id uuid primary key,
      kind text not null,
      transaction_id uuid,
      lead_id uuid,
      vehicle_id text not null,
      user_id text not null,
      company_id int,
      year int not null,
      make text not null,
      model text not null,
      has_message boolean not null default false,
      brand text,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index leads_company_idx on dealer.leads (company_id, created_at)`.execute(db);
  await createInboxTable(db, 'dealer', 'leads_inbox');
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop schema if exists dealer cascade`.execute(db);
}
