import { sql, type Kysely } from 'kysely';
import { Client, type Pool } from 'pg';
import { createTestDatabase } from '../../../../../tests/support/database';
import { createDb, createPool } from './database';
import { PLAN_EACH_CALL, StatementPreparer } from './prepared-statements';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: Pool;
let db: Kysely<any>;

beforeAll(async () => {
  database = await createTestDatabase();
  // One connection: every statement below runs on the connection whose prepared statements are read.
  pool = createPool(database.url, { max: 1 });
  db = createDb(pool);
  await sql`create table things (id int primary key, name text)`.execute(db);
  await sql`insert into things select g, 'thing ' || g from generate_series(1, 20) g`.execute(db);
});
afterAll(async () => {
  await db.destroy();
});

/** The statements this connection has prepared (PostgreSQL's own view of its session). */
const prepared = async () => (await pool.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map((r) => r.statement);

it('prepares a parameterized statement on its second use, through Kysely and pool.query alike, with the same answers', async () => {
  const byId = (id: number) => db.selectFrom('things').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
  expect(await byId(1)).toEqual({ id: 1, name: 'thing 1' });
  expect((await prepared()).filter((s) => s.includes('"things"'))).toEqual([]);
  expect(await byId(2)).toEqual({ id: 2, name: 'thing 2' });
  expect(await byId(3)).toEqual({ id: 3, name: 'thing 3' });
  expect((await prepared()).filter((s) => s.includes('"things"'))).toHaveLength(1);

  // pool.query's (text, values) and (config) forms, and its callback form.
  const text = 'select name from things where id = $1';
  expect((await pool.query(text, [4])).rows).toEqual([{ name: 'thing 4' }]);
  expect((await pool.query({ text, values: [5] })).rows).toEqual([{ name: 'thing 5' }]);
  const viaCallback = await new Promise((resolve, reject) => pool.query(text, [6], (e, r) => (e ? reject(e) : resolve(r.rows))));
  expect(viaCallback).toEqual([{ name: 'thing 6' }]);
  expect((await pool.query({ text, values: [7], rowMode: 'array' })).rows).toEqual([['thing 7']]);
  expect((await prepared()).filter((s) => s === text)).toHaveLength(1);
});

it('answers every call of a prepared statement alike (rows, array row mode, none), and errors with the caller\'s stack', async () => {
  const client = new Client({ connectionString: database.url });
  await client.connect();
  try {
    new StatementPreparer().install(client);
    const text = `select id, name, json_build_object('id', id) as doc, id % 2 = 1 as odd from things where id = $1`;
    const answers = [];
    for (let id = 1; id <= 5; id++) answers.push((await client.query(text, [id])).rows);
    expect(answers).toEqual([1, 2, 3, 4, 5].map((id) => [{ id, name: `thing ${id}`, doc: { id }, odd: id % 2 === 1 }]));
    expect((await client.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements where statement = $1', [text])).rows).toEqual([{ n: 1 }]);
    expect((await client.query({ text, values: [6], rowMode: 'array' })).rows).toEqual([[6, 'thing 6', { id: 6 }, false]]);
    expect((await client.query(text, [999])).rows).toEqual([]);
    // Errors still reach the caller, with a stack that leads back to it.
    await expect(client.query(text, ['not a number'])).rejects.toMatchObject({ code: '22P02', stack: expect.stringContaining('prepared-statements.int-spec') });
    expect((await client.query(text, [7])).rows).toEqual([{ id: 7, name: 'thing 7', doc: { id: 7 }, odd: true }]);
  } finally {
    await client.end();
  }
});

it('never prepares a statement without parameters (several statements in one text still run), nor a marked one', async () => {
  await pool.query('select 1; select 2');
  await pool.query('select 1; select 2');
  const marked = (id: number) => db.selectFrom('things').select('name').where('id', '=', id).modifyEnd(PLAN_EACH_CALL).execute();
  for (let i = 0; i < 3; i++) expect(await marked(18)).toEqual([{ name: 'thing 18' }]);
  const all = await prepared();
  expect(all.some((s) => s.includes('select 2'))).toBe(false);
  expect(all.some((s) => s.includes('plan each call'))).toBe(false);
});

it('plans on each call a statement whose best plan depends on its values (ranges, patterns); a limit alone is prepared', async () => {
  const dependent = [
    db.selectFrom('things').select('id').where('id', '>', 18),
    db.selectFrom('things').select('id').where('id', '<=', 2),
    db.selectFrom('things').select('id').where('name', 'like', 'thing 1%'),
    db.selectFrom('things').select('id').where((eb) => eb.between('id', 2, 4)).orderBy('id').limit(1),
  ];
  const limited = db.selectFrom('things').select('id').where('id', 'in', [1, 2]).orderBy('id').limit(1);
  for (let i = 0; i < 3; i++) expect(await limited.execute()).toEqual([{ id: 1 }]);
  for (let i = 0; i < 3; i++) for (const q of dependent) await q.execute();
  // The JSON operators are no range: this one is prepared.
  const json = "select name from things where json_build_object('n', id)->>'n' = $1";
  for (let i = 0; i < 3; i++) expect((await pool.query(json, ['4'])).rows).toEqual([{ name: 'thing 4' }]);
  const all = await prepared();
  expect(all.filter((s) => /[<>]|like|between/.test(s) && !s.includes('->>'))).toEqual([]);
  expect(all).toContain(json);
  expect(all).toContain(limited.compile().sql);
});

it('keeps errors and their codes, and the statement stays usable after one', async () => {
  const insert = 'insert into things (id, name) values ($1, $2)';
  await pool.query(insert, [100, 'a']);
  await pool.query(insert, [101, 'b']);
  await expect(pool.query(insert, [100, 'again'])).rejects.toMatchObject({ code: '23505' });
  await pool.query(insert, [102, 'c']);
  expect((await pool.query('select count(*)::int as n from things where id >= $1', [100])).rows).toEqual([{ n: 3 }]);
});

it('answers again after a migration changes the shape of a prepared `select *` (the refused call fails once)', async () => {
  const text = 'select * from things where id = $1';
  await pool.query(text, [1]);
  await pool.query(text, [1]);
  expect(await prepared()).toContain(text);
  await pool.query('alter table things add column colour text');
  await expect(pool.query(text, [1])).rejects.toMatchObject({ code: '0A000' });
  expect((await pool.query(text, [1])).rows).toEqual([{ id: 1, name: 'thing 1', colour: null }]);
});

it('prepares at most its limit per connection, and texts used once only are not prepared', async () => {
  const client = new Client({ connectionString: database.url });
  await client.connect();
  try {
    new StatementPreparer({ perConnection: 3, trackedTexts: 100, maxTextLength: 1_000 }).install(client);
    for (let i = 0; i < 6; i++) {
      const text = `select name from things where id = $1 and ${i} = ${i}`;
      await client.query(text, [i + 1]);
      expect((await client.query(text, [i + 1])).rows).toEqual([{ name: `thing ${i + 1}` }]);
    }
    await client.query(`select name from things where id = $1 and 'once' = 'once'`, [1]);
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements');
    expect(rows).toEqual([{ n: 3 }]);
    // Too long a text is never prepared.
    const long = `select name from things where id = $1 ${'and true '.repeat(200)}`;
    for (let i = 0; i < 3; i++) await client.query(long, [1]);
    expect((await client.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows).toEqual([{ n: 3 }]);
  } finally {
    await client.end();
  }
});
