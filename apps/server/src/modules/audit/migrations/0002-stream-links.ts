import { type Kysely, sql } from 'kysely';

/**
 * What each stream's events name (ADR 0028): the streams they relate to, the ids that identify the subject, its owner.
 * Kept by the audit.index projection so that a timeline does not read and walk a long stream on every request.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table audit.stream_links (
      stream_id text primary key,
      related text[] not null,
      identifying text[] not null,
      owner_id text
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists audit.stream_links`.execute(db);
}
