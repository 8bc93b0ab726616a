import { type Kysely, sql } from 'kysely';

/**
 * State-at-version snapshots (ADR 0033): a stream folded by its evolve every 500 events, keyed by the fold key (stream
 * type, its state version, its evolve, the upcasters) so that a changed evolve or a new upcaster never reads an old one.
 * The state is what the events hold (sealed fields sealed), serialised with v8 so that it reads back exactly.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table audit.state_snapshots (
      stream_id text not null,
      fold_key text not null,
      version int not null,
      state bytea not null,
      schema_versions int[] not null,
      last_recorded_at timestamptz not null,
      max_recorded_at timestamptz not null,
      created_at timestamptz not null default now(),
      primary key (stream_id, fold_key, version)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists audit.state_snapshots`.execute(db);
}
