import { type Kysely, sql } from 'kysely';

/**
 * The audit read side (ADR 0019): one row per event with its metadata and the ids it names (`keys`, GIN-indexed, no
 * personal value in clear), and the people who act (user type, sealed profile) for the timeline's actor column.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists audit`.execute(db);
  await sql`
    create table audit.event_index (
      stream_id text not null,
      stream_version int not null,
      tx bigint not null,
      pos bigint not null,
      type text not null,
      schema_version int not null,
      recorded_at timestamptz not null,
      actor text,
      impersonator text,
      brand text,
      correlation_id text not null,
      keys text[] not null,
      primary key (stream_id, stream_version)
    )`.execute(db);
  await sql`create index event_index_keys_idx on audit.event_index using gin (keys)`.execute(db);
  await sql`create index event_index_stream_pos_idx on audit.event_index (stream_id, tx, pos)`.execute(db);
  await sql`
    create table audit.people (
      user_id text primary key,
      user_type_id int,
      pii text,
      version int not null
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop schema if exists audit cascade`.execute(db);
}
