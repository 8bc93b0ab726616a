import { sql, type Kysely } from 'kysely';
import { Client } from 'pg';
import { createTestDatabase } from '../../../../../tests/support/database';
import { createDb, createPool } from './database';
import { copyRows } from './copy-rows';
import { insertRows } from './insert-rows';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Kysely<any>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(createPool(database.url, { max: 2 }));
  await sql`create schema unnest_a`.execute(db);
  await sql`create schema unnest_b`.execute(db);
  await sql`create schema copy_c`.execute(db);
  await sql`create schema copy_d`.execute(db);
  for (const schema of ['unnest_a', 'unnest_b', 'copy_c', 'copy_d']) {
    await sql`create table ${sql.id(schema, 'rows')} (id uuid primary key, name text, n int4, big int8, ok bool, at timestamptz, doc jsonb)`.execute(db);
  }
});
afterAll(async () => {
  await db.destroy();
});

const TYPES = { id: 'uuid', name: 'text', n: 'int4', big: 'int8', ok: 'bool', at: 'timestamptz', doc: 'jsonb' } as const;

it('inserts every row, nulls, quotes, JSON and all, into the schema the builder is given', async () => {
  const rows = [
    { id: '00000000-0000-4000-8000-000000000001', name: 'a "quoted", {braced} \\ name', n: 1, big: 9_007_199_254_740_991, ok: true, at: '2026-01-02T03:04:05.678Z', doc: { a: [1, 'x'] } },
    { id: '00000000-0000-4000-8000-000000000002', name: null, n: null, big: null, ok: false, at: '2026-01-02T03:04:05.000Z', doc: [{ b: null }] },
    // A string is a JSON string (not JSON text to parse); a key that is no column is ignored.
    { id: '00000000-0000-4000-8000-000000000003', name: 'é ü 🚗 \u0001', n: -2, big: 0, ok: null, at: '2026-01-02T03:04:05.000Z', doc: '{"not":"parsed"}', extra: 1 },
  ];
  const inserted = await insertRows(db.withSchema('unnest_b'), 'rows', rows, TYPES).returning('id').execute();
  expect(inserted).toHaveLength(3);
  const back = await db.withSchema('unnest_b').selectFrom('rows').selectAll().orderBy('id').execute();
  expect(back.map((r) => ({ ...r, big: r.big === null ? null : Number(r.big), at: (r.at as Date).toISOString() }))).toEqual(
    rows.map(({ extra: _ignored, ...row }: any) => row),
  );
  expect((await db.withSchema('unnest_a').selectFrom('rows').selectAll().execute())).toEqual([]);
  // Far more cells than PostgreSQL's 65,535 bind parameters: one JSON document.
  const many = Array.from({ length: 20_000 }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i + 10).padStart(12, '0')}`, name: `n${i}`, n: i, big: i, ok: i % 2 === 0, at: '2026-01-01T00:00:00.000Z', doc: { i },
  }));
  await insertRows(db.withSchema('unnest_a'), 'rows', many, TYPES).execute();
  expect(Number((await sql<{ n: string }>`select count(*) as n from unnest_a.rows where (doc->>'i')::int = n`.execute(db)).rows[0].n)).toBe(20_000);
});

it('COPY writes exactly the rows insertRows writes: tabs, newlines, backslashes, nulls, booleans, JSON and instants', async () => {
  const rows = [
    { id: '00000000-0000-4000-8000-000000000001', name: 'tab\there\nnew line\r\nCRLF \\N not null \\ back', n: 1, big: 9_007_199_254_740_991, ok: true,
      at: '2026-01-02T03:04:05.678Z', doc: { text: 'a\tb\nc\\d "q"', list: [1, null, 'é 🚗'] } },
    { id: '00000000-0000-4000-8000-000000000002', name: null, n: null, big: null, ok: false, at: new Date('2026-01-02T03:04:05.000Z'), doc: null },
    { id: '00000000-0000-4000-8000-000000000003', name: '\\N', n: -2, big: 0, ok: null, at: '2026-01-02T03:04:05.000Z', doc: '{"not":"parsed"}' },
  ];
  await insertRows(db.withSchema('copy_c'), 'rows', rows, TYPES).execute();
  const client = new Client(database.url);
  await client.connect();
  try {
    await client.query('begin');
    await copyRows(client, 'copy_d', 'rows', rows, TYPES);
    await client.query('commit');
    // A duplicate key fails the COPY (no ON CONFLICT): the caller's page rolls back rather than losing a row silently.
    await client.query('begin');
    await expect(copyRows(client, 'copy_d', 'rows', rows.slice(0, 1), TYPES)).rejects.toThrow(/duplicate key/);
    await client.query('rollback');
  } finally {
    await client.end();
  }
  const read = (schema: string) => db.withSchema(schema).selectFrom('rows').selectAll().orderBy('id').execute();
  const copied = await read('copy_d');
  expect(copied).toEqual(await read('copy_c'));
  expect(copied[0].name).toBe(rows[0].name);
  expect(copied[2].name).toBe('\\N');
  expect(copied[1].doc).toBeNull();
});
