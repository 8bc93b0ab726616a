import { sql, type Kysely } from 'kysely';

/** PostgreSQL types of the columns `unnestRows` sends (each column travels as one array of that type). */
export type ColumnTypes<Row> = { readonly [K in keyof Row]: 'text' | 'uuid' | 'int4' | 'int8' | 'bool' | 'timestamptz' | 'jsonb' };

/**
 * `insert into table (columns) select unnest($1::t1[]), unnest($2::t2[]), ...`: many rows as one array parameter per
 * column. A projection's batch writes thousands of rows; as a multi-row VALUES list that is one bind parameter per cell
 * (tens of thousands), which the query builder compiles, the driver serialises and PostgreSQL parses one by one.
 * A query-builder insert, so a rebuild's `withSchema(staging)` still applies. Chain `onConflict`/`returning` as usual.
 */
export function insertUnnested<Row extends object>(db: Kysely<any>, table: string, rows: readonly Row[], types: ColumnTypes<Row>) {
  const columns = Object.keys(types) as (keyof Row & string)[];
  return db.insertInto(table).columns(columns).expression(db.selectNoFrom(columns.map((c) => {
    const values = rows.map((r) => {
      const v = r[c] as unknown;
      return types[c] === 'jsonb' && v !== null && typeof v !== 'string' ? JSON.stringify(v) : v;
    });
    return sql`unnest(${values}::${sql.raw(types[c])}[])`.as(c);
  })));
}
