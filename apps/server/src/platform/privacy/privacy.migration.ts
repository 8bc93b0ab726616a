import { type Kysely, sql } from 'kysely';

/** The crypto-shredding key vault (platform/privacy): one wrapped data key per person; null once shredded. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists platform`.execute(db);
  await sql`
    create table platform.data_keys (
      subject_id text primary key,
      wrapped_key text,
      created_at timestamptz not null default now(),
      shredded_at timestamptz,
      constraint data_keys_shredded_has_no_key check (shredded_at is null or wrapped_key is null)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table platform.data_keys`.execute(db);
}
