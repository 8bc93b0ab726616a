import { type Kysely, sql } from 'kysely';

/** Projection checkpoints (rule 6) and the deadlines table behind every timer (ARCHITECTURE §4). */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists platform`.execute(db);
  await sql`
    create table platform.projection_checkpoints (
      name text primary key,
      transaction_id xid8 not null default '0',
      global_position bigint not null default 0,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table platform.deadlines (
      kind text not null,
      key text not null,
      version bigint not null,
      due_at timestamptz not null,
      payload jsonb not null default '{}',
      leased_until timestamptz,
      fired_at timestamptz,
      attempts int not null default 0,
      last_error text,
      primary key (kind, key)
    )`.execute(db);
  await sql`create index deadlines_pending_idx on platform.deadlines (due_at) where fired_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table platform.deadlines`.execute(db);
  await sql`drop table platform.projection_checkpoints`.execute(db);
}
