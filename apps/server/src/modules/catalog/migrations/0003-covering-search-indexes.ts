import { sql, type Kysely } from 'kysely';

/**
 * The four sort indexes of the public search carry every equality and price filter column (INCLUDE), so that a
 * filtered search picks its page's ids and counts its matches from the index alone (index-only scans), whatever the
 * filter: a deep page (offset 980) no longer fetches the rows it skips, and a count over filters without an index of
 * their own (year and condition) no longer reads the table. Only the page's own rows come from the table
 * (InventoryQueries.search, ADR 0039).
 *
 * The old indexes are found by their definition, not their name: a blue/green rebuild copies a table's indexes
 * under generated names (`LIKE … INCLUDING ALL`).
 */
const FILTERS = ['make_id', 'model_id', 'year', 'condition', 'body_type', 'price', 'province'] as const;
const SORTS = [
  ['date', 'date_updated DESC, id DESC', 'date_updated'], ['price', 'price, id', 'price'], ['year', 'year, id', 'year'], ['km', 'kilometres, id', 'kilometres'],
] as const;

async function replaceSortIndexes(db: Kysely<any>, covering: boolean) {
  for (const [name, key, column] of SORTS) {
    const include = FILTERS.filter((f) => f !== column).join(', ');
    const old = covering ? `(${key}) WHERE` : `(${key}) INCLUDE (${include}) WHERE`;
    const { rows } = await sql<{ indexname: string }>`
      select indexname from pg_indexes
       where schemaname = 'catalog' and tablename = 'vehicle_listings' and indexdef like ${`%USING btree ${old} (status = 'available'::text)`}`.execute(db);
    for (const r of rows) await sql`drop index ${sql.id('catalog', r.indexname)}`.execute(db);
    const created = covering ? `vehicle_listings_${name}_covering_idx` : `vehicle_listings_${name}_idx`;
    await sql`create index ${sql.id(created)} on catalog.vehicle_listings (${sql.raw(key)})
      ${covering ? sql`include (${sql.raw(include)})` : sql``} where status = 'available'`.execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await replaceSortIndexes(db, true);
}

export async function down(db: Kysely<any>): Promise<void> {
  await replaceSortIndexes(db, false);
}
