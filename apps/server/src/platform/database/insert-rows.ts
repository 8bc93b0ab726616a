import { sql, type Kysely } from 'kysely';

/** PostgreSQL types of the columns `insertRows` sends. */
export type ColumnTypes<Row> = { readonly [K in keyof Row]: 'text' | 'uuid' | 'int4' | 'int8' | 'bool' | 'timestamptz' | 'jsonb' };

/**
 * `insert into table (columns) select ... from json_to_recordset($1) as t(column type, ...)`: many rows as ONE
 * parameter, the rows as JSON text. A projection's batch writes thousands of rows; as a multi-row VALUES list that is
 * one bind parameter per cell (tens of thousands), which the query builder compiles, the driver serialises and
 * PostgreSQL parses one by one. The rows are written by V8's native `JSON.stringify`; the former text array per column
 * was escaped element by element in the driver's JavaScript (a tenth of a leads rebuild's CPU). A `jsonb` column
 * takes the value itself (an object, an array, a string is a JSON string). Keys of a row that are not columns are ignored.
 * A query-builder insert, so a rebuild's `withSchema(staging)` still applies. Chain `onConflict`/`returning` as usual.
 */
export function insertRows<Row extends object>(db: Kysely<any>, table: string, rows: readonly Row[], types: ColumnTypes<Row>) {
  const columns = Object.keys(types) as (keyof Row & string)[];
  const definitions = sql.join(columns.map((c) => sql`${sql.id(c)} ${sql.raw(types[c])}`));
  return db.insertInto(table).columns(columns)
    .expression(sql`select ${sql.join(columns.map((c) => sql.id('t', c)))} from json_to_recordset(${JSON.stringify(rows)}::json) as t(${definitions})`);
}
