import { type Kysely, sql } from 'kysely';

/**
 * A timeline reads a related stream only inside the subject's window (ADR 0028): by (stream_id, recorded_at), the rows
 * of that span, instead of walking the stream in order from its start (ADR 0090: a purchase of a vehicle with 10,000
 * earlier price changes read 553 pages for its first page, 31 with this index).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index event_index_stream_time_idx on audit.event_index (stream_id, recorded_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists audit.event_index_stream_time_idx`.execute(db);
}
