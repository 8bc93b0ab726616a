import { type Kysely, sql } from 'kysely';

/**
 * dealer.lead_intents: one row per customer intent (ADR 0018), shaped for the lead-management list, the lead details
 * (its timeline) and the company dashboard. Written by the leads consumer with dealer.leads, so a rebuild of
 * `dealer.leads` rebuilds both. The key is the intent's own id (transaction or message id): a rebuild gives identical rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table dealer.lead_intents (
      lead_id text primary key,
      type text not null,
      status text not null,
      company_id int,
      customer_user_id text not null,
      vehicle_id text,
      year int,
      make text,
      model text,
      brand text,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      timeline jsonb not null
    )`.execute(db);
  await sql`create index lead_intents_company_idx on dealer.lead_intents (company_id, created_at)`.execute(db);
  await sql`create index lead_intents_created_idx on dealer.lead_intents (created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists dealer.lead_intents`.execute(db);
}
