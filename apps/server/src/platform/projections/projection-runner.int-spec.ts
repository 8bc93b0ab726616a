import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Pool } from 'pg';
import { createTestDatabase } from '../../../../../tests/support/database';
import { createDb, createPool } from '../database/database';
import { newEvent, untilReadable } from '../event-store/event-store.contract';
import { Expected, type RecordedEvent } from '../event-store/event-store.port';
import { appendQuery, PostgresEventStore } from '../event-store/postgres-event-store';
import { defineProjection } from './projection';
import { CONTROL_APPLICATION_NAME, ProjectionRunner } from './projection-runner';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: Pool;
let db: Kysely<any>;
let store: PostgresEventStore;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url, { max: 20 });
  db = createDb(pool);
  store = new PostgresEventStore(pool);
});
afterAll(async () => {
  await store.close();
  await db.destroy();
});

/** A projection that logs every delivery (to count duplicates) and keeps a per-stream counter (not idempotent on purpose). */
/** A runner logger that keeps what it logs as errors (the tests read the failures the runner reported). */
const recording = (errors: unknown[]) => ({ info: () => undefined, warn: () => undefined, error: (o: unknown) => void errors.push(o) });

function loggingProjection(name: string, schema: string, prefix: string) {
  return defineProjection({
    name,
    schema,
    tables: ['deliveries', 'counters'],
    async apply(tdb, events: readonly RecordedEvent[]) {
      const mine = events.filter((e) => e.streamId.startsWith(prefix));
      if (mine.length === 0) return;
      await tdb.insertInto('deliveries').values(mine.map((e) => ({
        stream_id: e.streamId, stream_version: e.streamVersion, position: e.globalPosition.position,
      }))).execute();
      for (const e of mine) {
        await tdb.insertInto('counters').values({ stream_id: e.streamId, n: 1, last_version: e.streamVersion })
          .onConflict((oc) => oc.column('stream_id').doUpdateSet({ n: sql`counters.n + 1`, last_version: e.streamVersion }))
          .execute();
      }
    },
  });
}

/** What a projection fed by the runner must satisfy: every event once, each stream's versions in order. */
async function exactlyOnceProblems(schema: string, expected: number): Promise<string[]> {
  const { rows } = await pool.query<{ stream_id: string; stream_version: number }>(`select stream_id, stream_version from ${schema}.deliveries order by seq`);
  const problems: string[] = [];
  if (rows.length !== expected) problems.push(`${rows.length} deliveries for ${expected} events`);
  const unique = new Set(rows.map((r) => `${r.stream_id}#${r.stream_version}`));
  if (unique.size !== rows.length) problems.push(`${rows.length - unique.size} duplicate deliveries`);
  const lastSeen = new Map<string, number>();
  for (const r of rows) {
    if (r.stream_version !== (lastSeen.get(r.stream_id) ?? 0) + 1) problems.push(`${r.stream_id}: v${r.stream_version} after v${lastSeen.get(r.stream_id) ?? 0}`);
    lastSeen.set(r.stream_id, r.stream_version);
  }
  return problems;
}

async function createTables(schema: string) {
  await sql`create schema ${sql.id(schema)}`.execute(db);
  await sql`create table ${sql.id(schema, 'deliveries')} (seq bigint generated always as identity primary key, stream_id text not null, stream_version int not null, position bigint not null)`.execute(db);
  await sql`create table ${sql.id(schema, 'counters')} (stream_id text primary key, n int not null, last_version int not null)`.execute(db);
}

describe('projection runner (PostgreSQL)', () => {
  it('sees every event exactly once, in stream order, with 8 concurrent writers committing out of sequence order', async () => {
    const schema = 'proj_load';
    const prefix = `load-${randomUUID().slice(0, 8)}-`;
    await createTables(schema);
    const runner = new ProjectionRunner(pool, db, store, [loggingProjection('test.load', schema, prefix)], { batchSize: 500, idleMs: 20 });
    await runner.ensureCheckpoints();
    runner.start();

    const writers = 8;
    const perWriter = 1250; // 10,000 events
    const streamsPerWriter = 25;
    // Each writer appends inside an explicit transaction with random delays before and after, so transactions
    // that took earlier sequence numbers often commit later: a reader ordering by position alone would skip them.
    await Promise.all(Array.from({ length: writers }, async (_, w) => {
      const client = await pool.connect();
      try {
        for (let i = 0; i < perWriter; i++) {
          const streamId = `${prefix}${w}-${i % streamsPerWriter}`;
          const version = Math.floor(i / streamsPerWriter);
          const e = newEvent('Loaded', { w, i });
          await client.query('begin');
          if (Math.random() < 0.3) await client.query('select pg_sleep($1)', [Math.random() * 0.004]);
          await client.query(appendQuery(streamId, [e], version === 0 ? Expected.noStream : Expected.exact(version)));
          if (Math.random() < 0.3) await client.query('select pg_sleep($1)', [Math.random() * 0.004]);
          await client.query('commit');
        }
      } finally {
        client.release();
      }
    }));

    await runner.waitFor(undefined, ['test.load'], 120_000);
    await runner.stop();

    expect(await exactlyOnceProblems(schema, writers * perWriter)).toEqual([]);
  });

  it('the exactly-once check catches a projection that skips events (a deliberately broken reader)', async () => {
    const schema = 'proj_broken';
    const prefix = `broken-${randomUUID().slice(0, 8)}-`;
    await createTables(schema);
    for (let s = 0; s < 10; s++) await store.appendToStream(`${prefix}${s}`, Array.from({ length: 30 }, () => newEvent('Loaded')), Expected.noStream);
    // A reader that loses the last event of every page, like one that trusts positions alone.
    const skipping = Object.create(store) as PostgresEventStore;
    skipping.readAll = async (after, limit) => {
      const page = await store.readAll(after, limit);
      return page.length > 1 ? [...page.slice(0, -2), page[page.length - 1]] : page;
    };
    const runner = new ProjectionRunner(pool, db, skipping, [loggingProjection('test.broken', schema, prefix)], { batchSize: 40 });
    await runner.ensureCheckpoints();
    runner.start();
    await runner.waitFor(undefined, ['test.broken']);
    await runner.stop();
    expect((await exactlyOnceProblems(schema, 300)).length).toBeGreaterThan(0);
  });

  it('stopped mid-batch (connection killed) and restarted, ends equal row for row to a blue/green rebuild', async () => {
    const schema = 'proj_crash';
    const prefix = `crash-${randomUUID().slice(0, 8)}-`;
    await createTables(schema);
    for (let s = 0; s < 40; s++) {
      await store.appendToStream(`${prefix}${s}`, Array.from({ length: 25 }, (_, i) => newEvent('Counted', { i })), Expected.noStream);
    }
    const projection = loggingProjection('test.crash', schema, prefix);
    const crashing = new ProjectionRunner(pool, db, store, [projection], { batchSize: 300, idleMs: 20 });
    let batches = 0;
    crashing.interceptor = async (_name, _events) => {
      batches += 1;
      if (batches === 2) {
        // Die between applying the batch and committing it: the whole batch must roll back with the checkpoint.
        await pool.query(`select pg_terminate_backend(pid) from pg_stat_activity
                           where datname = current_database() and pid <> pg_backend_pid() and state like 'idle in transaction%'`);
        throw new Error('simulated crash mid-batch');
      }
    };
    await untilReadable(store, `${prefix}39`);
    await crashing.runBatch(projection);
    await expect(crashing.runBatch(projection)).rejects.toThrow();
    crashing.interceptor = null;

    const restarted = new ProjectionRunner(pool, db, store, [projection], { batchSize: 300, idleMs: 20 });
    restarted.start();
    await restarted.waitFor(undefined, ['test.crash']);
    await restarted.stop();
    const live = await pool.query(`select stream_id, n, last_version from ${schema}.counters order by stream_id`);
    const liveDeliveries = await pool.query(`select count(*)::int as n from ${schema}.deliveries`);
    expect(liveDeliveries.rows[0].n).toBe(1000);
    expect(live.rows.every((r) => r.n === 25 && r.last_version === 25)).toBe(true);

    const result = await restarted.rebuild('test.crash');
    expect(result.events).toBeGreaterThanOrEqual(1000);
    const rebuilt = await pool.query(`select stream_id, n, last_version from ${schema}.counters order by stream_id`);
    expect(rebuilt.rows).toEqual(live.rows);
    const rebuiltDeliveries = await pool.query(`select stream_id, stream_version from ${schema}.deliveries order by stream_id, stream_version`);
    expect(rebuiltDeliveries.rows).toHaveLength(1000);
  });

  it('rebuilds blue/green while appends continue, then keeps projecting into the swapped tables', async () => {
    const schema = 'proj_swap';
    const prefix = `swap-${randomUUID().slice(0, 8)}-`;
    await createTables(schema);
    const projection = loggingProjection('test.swap', schema, prefix);
    const runner = new ProjectionRunner(pool, db, store, [projection], { batchSize: 100, idleMs: 20 });
    await runner.ensureCheckpoints();
    runner.start();
    for (let s = 0; s < 10; s++) await store.appendToStream(`${prefix}${s}`, [newEvent('Counted'), newEvent('Counted')], Expected.noStream);
    await runner.waitFor(undefined, ['test.swap']);
    const during = runner.rebuild('test.swap');
    for (let s = 10; s < 20; s++) await store.appendToStream(`${prefix}${s}`, [newEvent('Counted'), newEvent('Counted')], Expected.noStream);
    await during;
    for (let s = 20; s < 25; s++) await store.appendToStream(`${prefix}${s}`, [newEvent('Counted'), newEvent('Counted')], Expected.noStream);
    await runner.waitFor(undefined, ['test.swap']);
    await runner.stop();
    const { rows } = await pool.query(`select count(*)::int as streams, sum(n)::int as events from ${schema}.counters`);
    expect(rows[0]).toEqual({ streams: 25, events: 50 });
    const status = (await runner.status()).find((s) => s.name === 'test.swap')!;
    expect(status.lag).toBe(0);
  });

  it('a rebuild hands each page the result its own prepare gave, prepared ahead; live batches prepare nothing ahead', async () => {
    const schema = 'proj_prepare';
    const prefix = `prep-${randomUUID().slice(0, 8)}-`;
    await createTables(schema);
    const logging = loggingProjection('test.prepare', schema, prefix);
    const mismatches: string[] = [];
    let applied = 0;
    let livePrepared = 0;
    const projection = defineProjection({
      ...logging,
      // What the page's events were, as prepare saw them: apply must receive exactly its own page's.
      prepare: async (_db, events) => events.map((e) => e.metadata.eventId),
      async apply(tdb, events, ctx, prepared) {
        if (ctx.mode === 'live') {
          if (prepared !== undefined) livePrepared++;
        } else {
          applied++;
          const ids = events.map((e) => e.metadata.eventId);
          if (JSON.stringify(prepared) !== JSON.stringify(ids)) mismatches.push(`page of ${ids.length} got ${(prepared as string[] | undefined)?.length ?? 'nothing'}`);
        }
        await logging.apply(tdb, events, ctx);
      },
    });
    const runner = new ProjectionRunner(pool, db, store, [projection], { batchSize: 100, rebuildBatchSize: 50, idleMs: 20 });
    await runner.ensureCheckpoints();
    runner.start();
    for (let s = 0; s < 40; s++) await store.appendToStream(`${prefix}${s}`, [newEvent('Counted'), newEvent('Counted'), newEvent('Counted')], Expected.noStream);
    await runner.waitFor(undefined, ['test.prepare']);
    await runner.stop();
    const live = await pool.query(`select stream_id, n, last_version from ${schema}.counters order by stream_id`);
    await runner.rebuild('test.prepare');
    expect(mismatches).toEqual([]);
    expect(applied).toBeGreaterThan(2);
    expect(livePrepared).toBe(0);
    expect((await pool.query(`select stream_id, n, last_version from ${schema}.counters order by stream_id`)).rows).toEqual(live.rows);
  });
});

/** Appends `perWriter` events from each of `writers` concurrent transactions that often commit out of sequence order. */
async function appendOutOfOrder(prefix: string, writers: number, perWriter: number, streamsPerWriter: number) {
  await Promise.all(Array.from({ length: writers }, async (_, w) => {
    const client = await pool.connect();
    try {
      for (let i = 0; i < perWriter; i++) {
        const version = Math.floor(i / streamsPerWriter);
        await client.query('begin');
        if (Math.random() < 0.3) await client.query('select pg_sleep($1)', [Math.random() * 0.004]);
        await client.query(appendQuery(`${prefix}${w}-${i % streamsPerWriter}`, [newEvent('Loaded', { w, i })], version === 0 ? Expected.noStream : Expected.exact(version)));
        // Events of a type half of the projections ignore: their checkpoints still have to move.
        if (i % 10 === 0) await client.query(appendQuery(`noise-${randomUUID()}`, [newEvent('Noise')], Expected.noStream));
        if (Math.random() < 0.3) await client.query('select pg_sleep($1)', [Math.random() * 0.004]);
        await client.query('commit');
      }
    } finally {
      client.release();
    }
  }));
}

/** Polls a cheap in-memory condition (bounded): for states with no event to await, such as who leads. */
async function until(condition: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The backend of the control connection holding a leader lock (only control connections hold session locks). */
async function leaderBackend(): Promise<number | null> {
  const { rows } = await pool.query<{ pid: number }>(
    `select a.pid from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.granted and a.datname = current_database() and a.application_name like $1`,
    [`${CONTROL_APPLICATION_NAME}%`]);
  return rows[0]?.pid ?? null;
}

describe('projection runner at scale and across instances (PostgreSQL)', () => {
  it('runs 12 projections on a pool of 4 without stalling, each seeing every event exactly once', async () => {
    const prefix = `scale-${randomUUID().slice(0, 8)}-`;
    const projections = [];
    for (let i = 0; i < 12; i++) {
      await createTables(`proj_scale_${i}`);
      const logging = loggingProjection(`test.scale.${i}`, `proj_scale_${i}`, prefix);
      projections.push(i % 2 === 0 ? logging : defineProjection({ ...logging, eventTypes: ['Loaded'] }));
    }
    // The runner has a pool of 4 of its own (as if the server's pool were that small); writers use the test pool.
    const runnerPool = createPool(database.url, { max: 4, connectionTimeoutMillis: 2_000 });
    const errors: unknown[] = [];
    const runner = new ProjectionRunner(runnerPool, createDb(runnerPool), new PostgresEventStore(runnerPool), projections,
      { appendNotifications: store, batchSize: 200, idleMs: 20, logger: recording(errors) });
    await runner.ensureCheckpoints();
    runner.start();
    try {
      const writers = 4;
      const perWriter = 250;
      await appendOutOfOrder(prefix, writers, perWriter, 10);
      // Bounded: a runner that stalls on its pool never catches up (the wait throws).
      await runner.waitFor(undefined, projections.map((p) => p.name), 60_000);
      // No stall: a runner needing two connections per batch would sit on the pool's 2-second connect timeouts and
      // log them as failed batches.
      expect(errors).toEqual([]);
      for (let i = 0; i < 12; i++) expect([i, await exactlyOnceProblems(`proj_scale_${i}`, writers * perWriter)]).toEqual([i, []]);
    } finally {
      await runner.stop();
      await runnerPool.end();
    }
  });

  it('commits pages without waiting for the WAL flush, the leader\'s and a single batch\'s alike', async () => {
    // ADR 0040: a page is derived data committed atomically with its checkpoint, so it need not wait for the disk.
    const prefix = `async-${randomUUID().slice(0, 8)}-`;
    const settings: string[] = [];
    const probe = defineProjection({
      name: 'test.async-commit', schema: 'public', tables: [], eventTypes: ['Loaded'],
      async apply(tdb, events) {
        if (!events.some((e) => e.streamId.startsWith(prefix))) return;
        const { rows } = await sql<{ s: string }>`select current_setting('synchronous_commit') as s`.execute(tdb);
        settings.push(rows[0].s);
      },
    });
    const runner = new ProjectionRunner(pool, db, store, [probe], { idleMs: 20 });
    await runner.ensureCheckpoints();
    await store.appendToStream(`${prefix}a`, [newEvent('Loaded')], Expected.noStream);
    await untilReadable(store, `${prefix}a`);
    while ((await runner.runBatch(probe)) > 0);
    runner.start();
    try {
      const { position } = await store.appendToStream(`${prefix}b`, [newEvent('Loaded')], Expected.noStream);
      await runner.waitFor(position, ['test.async-commit'], 10_000);
    } finally {
      await runner.stop();
    }
    expect(settings).toEqual(['off', 'off']);
    // Outside a page the connections keep the server's default: appends and the rebuild's swap stay synchronous.
    const { rows } = await pool.query<{ s: string }>(`select current_setting('synchronous_commit') as s`);
    expect(rows[0].s).toBe('on');
  });

  it('a projection that throws rolls its page back and is retried, the others keep going, each applies every event once', async () => {
    const prefix = `failing-${randomUUID().slice(0, 8)}-`;
    await createTables('proj_steady');
    await createTables('proj_flaky');
    const steady = loggingProjection('test.steady', 'proj_steady', prefix);
    const logging = loggingProjection('test.flaky', 'proj_flaky', prefix);
    let throwsLeft = 3;
    const flaky = defineProjection({
      ...logging,
      async apply(tdb, events, ctx) {
        await logging.apply(tdb, events, ctx);
        if (events.some((e) => e.streamId.startsWith(prefix)) && throwsLeft-- > 0) throw new Error('flaky projection');
      },
    });
    const failures: unknown[] = [];
    const runner = new ProjectionRunner(pool, db, store, [steady, flaky], { idleMs: 20, batchSize: 50, logger: recording(failures) });
    await runner.ensureCheckpoints();
    runner.start();
    try {
      for (let s = 0; s < 10; s++) await store.appendToStream(`${prefix}${s}`, Array.from({ length: 20 }, () => newEvent('Loaded')), Expected.noStream);
      await runner.waitFor(undefined, ['test.steady', 'test.flaky'], 30_000);
      expect(failures).toHaveLength(3);
      expect(await exactlyOnceProblems('proj_steady', 200)).toEqual([]);
      expect(await exactlyOnceProblems('proj_flaky', 200)).toEqual([]);
    } finally {
      await runner.stop();
    }
  });

  it('when the leader\'s one-flight page loses its bet (a projection busy elsewhere), the others apply it once and the busy one later, once', async () => {
    // The leader sends a page's applies behind the checkpoints' compare-and-set without waiting for it (ADR 0041).
    // Another session holds one projection's lock: the page must be rolled back and begun again without that one,
    // never committed with its rows applied and its checkpoint left where it was.
    const prefix = `bet-${randomUUID().slice(0, 8)}-`;
    await createTables('proj_bet_free');
    await createTables('proj_bet_busy');
    const free = loggingProjection('test.bet.free', 'proj_bet_free', prefix);
    const busy = loggingProjection('test.bet.busy', 'proj_bet_busy', prefix);
    const runner = new ProjectionRunner(pool, db, store, [free, busy], { idleMs: 20 });
    await runner.ensureCheckpoints();
    const holder = await pool.connect();
    await holder.query(`begin; select pg_advisory_xact_lock(hashtext('projection:test.bet.busy'))`);
    runner.start();
    try {
      for (let s = 0; s < 5; s++) await store.appendToStream(`${prefix}${s}`, Array.from({ length: 4 }, () => newEvent('Loaded')), Expected.noStream);
      await runner.waitFor(undefined, ['test.bet.free'], 10_000);
      expect(await exactlyOnceProblems('proj_bet_free', 20)).toEqual([]);
      expect(await exactlyOnceProblems('proj_bet_busy', 0)).toEqual([]);
      await holder.query('commit');
      await runner.waitFor(undefined, ['test.bet.free', 'test.bet.busy'], 10_000);
      expect(await exactlyOnceProblems('proj_bet_busy', 20)).toEqual([]);
      expect(await exactlyOnceProblems('proj_bet_free', 20)).toEqual([]);
    } finally {
      await holder.query('rollback').catch(() => undefined);
      holder.release();
      await runner.stop();
    }
  });

  it('waitFor in a process that does not run the projections sees checkpoints committed by another one, and gives up at its timeout', async () => {
    const schema = 'proj_remote';
    const prefix = `remote-${randomUUID().slice(0, 8)}-`;
    await createTables(schema);
    const projection = loggingProjection('test.remote', schema, prefix);
    const projecting = new ProjectionRunner(pool, db, store, [projection], { idleMs: 20 });
    // Another "process": its own pool and store (no in-process append signal), never started; polling only once a
    // minute, so only the NOTIFY of the other runner's commit can answer within the bound.
    const otherPool = createPool(database.url, { max: 2 });
    const other = new ProjectionRunner(otherPool, createDb(otherPool), new PostgresEventStore(otherPool), [projection], { checkpointPollMs: 60_000 });
    await projecting.ensureCheckpoints();
    projecting.start();
    await until(() => projecting.isLeader, 5_000, 'the projecting instance leads');
    try {
      const first = await store.appendToStream(`${prefix}a`, [newEvent('Loaded')], Expected.noStream);
      // Well under the other runner's one-minute poll: only the NOTIFY can answer in time (other test files share
      // this server, and their open transactions may hold the event back from readers for a moment).
      await other.waitFor(first.position, ['test.remote'], 10_000);
      expect(await exactlyOnceProblems(schema, 1)).toEqual([]);

      await projecting.stop();
      const second = await store.appendToStream(`${prefix}b`, [newEvent('Loaded')], Expected.noStream);
      const started = Date.now();
      await expect(other.waitFor(second.position, ['test.remote'], 300)).rejects.toThrow(/not caught up/);
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
      expect(Date.now() - started).toBeLessThan(1_500);
    } finally {
      await projecting.stop();
      await other.stop();
      await otherPool.end();
    }
  });

  it('one of two instances leads; when it stops or loses its control connection, the other takes over and nothing is applied twice', async () => {
    const schema = 'proj_failover';
    const prefix = `failover-${randomUUID().slice(0, 8)}-`;
    await createTables(schema);
    const projection = loggingProjection('test.failover', schema, prefix);
    const pools = [createPool(database.url, { max: 3 }), createPool(database.url, { max: 3 })];
    const [a, b] = pools.map((p) => new ProjectionRunner(p, createDb(p), new PostgresEventStore(p), [projection], { idleMs: 20, leaderRetryMs: 100 }));
    await a.ensureCheckpoints();
    a.start();
    await until(() => a.isLeader, 5_000, 'the first instance leads');
    b.start();
    try {
      await appendOutOfOrder(prefix, 2, 100, 5);
      await b.waitFor(undefined, ['test.failover'], 10_000);
      expect([a.isLeader, b.isLeader]).toEqual([true, false]);

      // A connection cut (what a crashed leader looks like to PostgreSQL) while appends go on: the lock is released,
      // someone leads again, and the overlap of the old leader's last batch with the new one's first applies nothing twice.
      const appending = appendOutOfOrder(`${prefix}cut-`, 2, 100, 5);
      await pool.query('select pg_terminate_backend($1)', [await leaderBackend()]);
      await appending;
      await until(() => a.isLeader !== b.isLeader, 5_000, 'one instance leads after the cut');
      await b.waitFor(undefined, ['test.failover'], 10_000);

      const leader = a.isLeader ? a : b;
      const standby = leader === a ? b : a;
      await leader.stop();
      const stoppedAt = Date.now();
      await until(() => standby.isLeader, 5_000, 'the standby takes over');
      expect(Date.now() - stoppedAt).toBeLessThan(1_000);
      await appendOutOfOrder(`${prefix}after-`, 2, 100, 5);
      await standby.waitFor(undefined, ['test.failover'], 10_000);
      expect(await exactlyOnceProblems(schema, 600)).toEqual([]);
    } finally {
      await a.stop();
      await b.stop();
      for (const p of pools) await p.end();
    }
  });

  it('a leader that stops hands the lease over: the standby leads on its notice, long before its next retry', async () => {
    const schema = 'proj_handover';
    const prefix = `handover-${randomUUID().slice(0, 8)}-`;
    await createTables(schema);
    const projection = loggingProjection('test.handover', schema, prefix);
    const pools = [createPool(database.url, { max: 3 }), createPool(database.url, { max: 3 })];
    // A minute between a standby's tries: only the stopping leader's notice (ADR 0081) can make it lead sooner.
    const [a, b] = pools.map((p) => new ProjectionRunner(p, createDb(p), new PostgresEventStore(p), [projection], { idleMs: 20, leaderRetryMs: 60_000 }));
    await a.ensureCheckpoints();
    a.start();
    await until(() => a.isLeader, 5_000, 'the first instance leads');
    b.start();
    try {
      await appendOutOfOrder(prefix, 2, 50, 5);
      await b.waitFor(undefined, ['test.handover'], 10_000);
      expect([a.isLeader, b.isLeader]).toEqual([true, false]);
      await a.stop();
      await until(() => b.isLeader, 10_000, 'the standby takes over on the notice');
      await appendOutOfOrder(`${prefix}after-`, 2, 50, 5);
      await b.waitFor(undefined, ['test.handover'], 10_000);
      expect(await exactlyOnceProblems(schema, 200)).toEqual([]);
    } finally {
      await a.stop();
      await b.stop();
      for (const p of pools) await p.end();
    }
  });
});
