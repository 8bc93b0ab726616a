import { type Kysely, sql } from 'kysely';

/**
 * dealer.lead_changes (issue #45 item 4, ADR 0079): the live inbox's feed. One row per lead a live batch of the leads
 * consumer or the lead-work projection changed, in the batch's transaction; `seq` is the Server-Sent Events id a
 * reconnecting browser sends back (Last-Event-ID) to get what it missed. Not a read model: a rebuild writes nothing
 * here (a rebuilt lead is no news). Rows older than a day are purged by the inbox (a browser away longer reloads).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table dealer.lead_changes (
      seq bigint generated always as identity primary key,
      lead_id text not null,
      company_id int not null,
      change text not null check (change in ('created', 'updated')),
      at timestamptz not null default now()
    )`.execute(db);
  await sql`create index lead_changes_company_idx on dealer.lead_changes (company_id, seq)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists dealer.lead_changes`.execute(db);
}
