import { type Kysely, sql } from 'kysely';

/**
 * The events' index of ids (`audit.event_index.keys`, GIN) without its pending list (ADR 0090). With `fastupdate` on,
 * PostgreSQL's default, new rows wait in an unsorted list (up to 4 MB) until a vacuum or the list's limit merges them,
 * and every search reads that whole list: measured over the bench's data, each lookup of one id read 264 pages (13,037
 * rows waiting) where it needs about 5, and a search or a timeline does several (the people found, the records around
 * a purchase). Off, each row is merged as the projection inserts it (a few pages per row of six ids). The list left
 * by earlier inserts is merged now.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter index audit.event_index_keys_idx set (fastupdate = off)`.execute(db);
  await sql`select gin_clean_pending_list('audit.event_index_keys_idx'::regclass)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter index audit.event_index_keys_idx reset (fastupdate)`.execute(db);
}
