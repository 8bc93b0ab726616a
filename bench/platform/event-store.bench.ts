import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Pool } from 'pg';
import { createDb, createPool } from '../../apps/server/src/platform/database/database';
import { newEvent } from '../../apps/server/src/platform/event-store/event-store.contract';
import { Expected, type RecordedEvent } from '../../apps/server/src/platform/event-store/event-store.port';
import { PostgresEventStore } from '../../apps/server/src/platform/event-store/postgres-event-store';
import { defineProjection } from '../../apps/server/src/platform/projections/projection';
import { ProjectionRunner } from '../../apps/server/src/platform/projections/projection-runner';
import { createTestDatabase } from '../../tests/support/database';
import { percentile, QUICK, record } from '../support/report';
import { appendRound, countedTotalsProjection, createInsertBaselineTable, untilReadable } from './store-bench';

/** Issue #2 figures: append throughput vs raw INSERT, projection rebuild rate, projection lag. */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: Pool;
let db: Kysely<any>;
let store: PostgresEventStore;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url, { max: 12 });
  db = createDb(pool);
  store = new PostgresEventStore(pool);
  await createInsertBaselineTable(db);
});
afterAll(async () => {
  await store.close();
  await db.destroy();
  await database.drop();
});

const ROUNDS = QUICK ? 2 : 5;
const SECONDS = QUICK ? 1.5 : 5;

it('append throughput, 8 writers, one event per append on distinct streams, vs single-row INSERT transactions', async () => {
  const appends: number[] = [];
  const inserts: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const round = await appendRound(pool, store, SECONDS);
    inserts.push(round.inserts);
    appends.push(round.appends);
  }
  const figure = record({
    id: 'eventstore.append.throughput', issue: 18, name: 'Event store appends/s (8 writers)', unit: 'appends/s',
    rounds: appends, baseline: { name: 'single-row INSERT/s', rounds: inserts }, target: { op: '>=', value: 0.8, of: 'ratio' },
  });
  expect(figure.value).toBeGreaterThan(0);
});

/**
 * Lag (append acknowledged -> row committed by EVERY projection) at a constant 500 appends/s, with `count` projections
 * each writing its own table. The runner has a pool as large as the server's default (10) and is woken by the
 * writers' store, as in the server.
 */
async function projectionLag(count: number) {
  const rate = 500;
  const schema = `lagbench${count}`;
  await sql`create schema ${sql.id(schema)}`.execute(db);
  const committedAt = new Map<string, number>();
  /** Per probe stream: how many projections have committed it, and when the last one did. */
  const visible = new Map<string, { projections: number; at: number }>();
  const appendMs: number[] = [];
  const projections = [];
  for (let i = 0; i < count; i++) {
    await sql`create table ${sql.id(schema, `seen${i}`)} (stream_id text primary key, n int not null)`.execute(db);
    projections.push(defineProjection({
      name: `bench.lag.${count}.${i}`, schema, tables: [`seen${i}`], eventTypes: ['LagProbe'],
      async apply(tdb, events: readonly RecordedEvent[]) {
        await tdb.insertInto(`seen${i}`).values(events.map((e) => ({ stream_id: e.streamId, n: 1 })))
          .onConflict((oc) => oc.column('stream_id').doUpdateSet({ n: sql`excluded.n + 1` })).execute();
      },
      async afterCommit(events) {
        const now = performance.now();
        for (const e of events) {
          const v = visible.get(e.streamId) ?? { projections: 0, at: 0 };
          visible.set(e.streamId, { projections: v.projections + 1, at: now });
        }
      },
    }));
  }
  const runnerPool = createPool(database.url, { max: 10 });
  const runner = new ProjectionRunner(runnerPool, createDb(runnerPool), new PostgresEventStore(runnerPool), projections, { appendNotifications: store });
  // Start the projections at the head of the log: the events of the tests above are history, not lag.
  const head = await store.headPosition();
  await pool.query(`insert into platform.projection_checkpoints (name, transaction_id, global_position)
                    select unnest($1::text[]), $2::xid8, $3`, [projections.map((p) => p.name), head.transactionId, head.position]);
  runner.start();
  const seconds = QUICK ? 3 : 10;
  const total = rate * seconds;
  const started = Date.now();
  const pending: Promise<unknown>[] = [];
  for (let i = 0; i < total; i++) {
    const dueAt = started + (i * 1000) / rate;
    const wait = dueAt - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push((async () => {
      const streamId = `lag-${randomUUID()}`;
      const t0 = performance.now();
      await store.appendToStream(streamId, [newEvent('LagProbe', {})], Expected.noStream);
      const t1 = performance.now();
      appendMs.push(t1 - t0);
      committedAt.set(streamId, t1);
    })());
  }
  await Promise.all(pending);
  await runner.waitFor(undefined, projections.map((p) => p.name), 60_000);
  await runner.stop();
  await runnerPool.end();
  // Lag = the last projection's row committed (afterCommit) minus the moment the append's commit was acknowledged to
  // the writer; rows can become visible before the writer hears back, which counts as 0.
  const lags: number[] = [];
  for (const [streamId, t1] of committedAt) {
    const v = visible.get(streamId);
    lags.push(v && v.projections === count ? Math.max(0, v.at - t1) : Infinity);
  }
  expect(lags.length).toBe(total);
  expect(lags.filter((l) => l === Infinity)).toEqual([]);
  return {
    p99: Math.round(percentile(lags, 99) * 10) / 10,
    notes: `${count} projections; p50 ${percentile(lags, 50).toFixed(1)} ms, max ${Math.max(...lags).toFixed(1)} ms over ${lags.length} events; append latency p50 ${percentile(appendMs, 50).toFixed(1)} ms, p99 ${percentile(appendMs, 99).toFixed(1)} ms`,
  };
}

it('projection lag (append committed -> row visible in every projection) at 500 appends/s, 5 and 12 projections', async () => {
  const five = await projectionLag(5);
  record({
    id: 'projections.lag.p99', issue: 2, name: 'Projection lag p99 at 500 appends/s (5 projections)', unit: 'ms',
    rounds: [five.p99], target: { op: '<=', value: 100, of: 'value' }, notes: five.notes,
  });
  const twelve = await projectionLag(12);
  record({
    id: 'projections.lag.p99.12', issue: 11, name: 'Projection lag p99 at 500 appends/s (12 projections)', unit: 'ms',
    rounds: [twelve.p99], target: { op: '<=', value: 10, of: 'value' }, notes: twelve.notes,
  });
});

it('projection rebuild rate over 200,000 events', async () => {
  const total = QUICK ? 20_000 : 200_000;
  const perAppend = 50;
  // Seed through the real append function, many events per append, 8 at a time.
  let next = 0;
  await Promise.all(Array.from({ length: 8 }, async () => {
    while (next < total) {
      const n = Math.min(perAppend, total - next);
      next += n;
      await store.appendToStream(`rebuild-${randomUUID()}`, Array.from({ length: n }, (_, i) => newEvent('Counted', { i, amountCents: 1000 + i })), Expected.noStream);
    }
  }));
  await untilReadable(pool);
  const projection = await countedTotalsProjection(db, 'bench.rebuild', 'rebuildbench');
  const runner = new ProjectionRunner(pool, db, store, [projection]);
  await runner.ensureCheckpoints();
  const rates: number[] = [];
  for (let r = 0; r < (QUICK ? 1 : 3); r++) {
    const result = await runner.rebuild('bench.rebuild');
    rates.push(result.events / (result.ms / 1000));
  }
  const { rows } = await pool.query('select sum(events)::int as n from rebuildbench.totals');
  expect(rows[0].n).toBe(total);
  record({
    id: 'projections.rebuild.rate', issue: 18, name: `Projection rebuild over ${total.toLocaleString('en-CA')} events`, unit: 'events/s',
    rounds: rates, target: { op: '>=', value: 250_000, of: 'value' },
  });
});
