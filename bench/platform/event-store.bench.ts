import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Pool } from 'pg';
import { createDb, createPool } from '../../apps/server/src/platform/database/database';
import { newEvent } from '../../apps/server/src/platform/event-store/event-store.contract';
import { Expected } from '../../apps/server/src/platform/event-store/event-store.port';
import { PostgresEventStore } from '../../apps/server/src/platform/event-store/postgres-event-store';
import { createTestDatabase, dropDatabase } from '../../tests/support/database';
import { measureProjectionLag } from './projection-lag';
import { measureRebuild } from './rebuild-rate';
import { percentile, QUICK, record } from '../support/report';
import { appendRound, createInsertBaselineTable, untilReadable } from './store-bench';

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
  await dropDatabase(database.name);
});

const ROUNDS = QUICK ? 1 : 5;
const SECONDS = QUICK ? 0.5 : 5;

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

const LAG_ROUNDS = QUICK ? 1 : 3;

/**
 * Lag (append acknowledged -> row committed by EVERY projection) at a constant 500 appends/s, with `count` projections
 * each writing its own table: `LAG_ROUNDS` rounds, each in a fresh process shaped like the server (it appends, and
 * leads the projections woken by its own store; pools of the server's default size). The figure is the median of the
 * rounds' p99s, as for every other figure.
 */
async function projectionLag(count: number) {
  const rate = 500;
  const seconds = QUICK ? 1 : 10;
  const p99s: number[] = [];
  const notes: string[] = [];
  for (let r = 0; r < LAG_ROUNDS; r++) {
    const { lags, appendMs } = await measureProjectionLag(database.url, count, rate, seconds);
    expect(lags.length).toBe(rate * seconds);
    expect(lags.filter((l) => l === null)).toEqual([]);
    const seen = lags as number[];
    p99s.push(Math.round(percentile(seen, 99) * 10) / 10);
    notes.push(`p50 ${percentile(seen, 50).toFixed(1)}, p99 ${percentile(seen, 99).toFixed(1)}, max ${Math.max(...seen).toFixed(1)} ms `
      + `(append p50 ${percentile(appendMs, 50).toFixed(1)}, p99 ${percentile(appendMs, 99).toFixed(1)} ms)`);
  }
  return { rounds: p99s, notes: `${count} projections, ${rate * seconds} events a round; rounds: ${notes.join('; ')}` };
}

it('projection lag (append committed -> row visible in every projection) at 500 appends/s, 5 and 12 projections', async () => {
  const five = await projectionLag(5);
  record({
    id: 'projections.lag.p99', issue: 2, name: 'Projection lag p99 at 500 appends/s (5 projections)', unit: 'ms',
    rounds: five.rounds, target: { op: '<=', value: 100, of: 'value' }, notes: five.notes,
  });
  const twelve = await projectionLag(12);
  record({
    id: 'projections.lag.p99.12', issue: 11, name: 'Projection lag p99 at 500 appends/s (12 projections)', unit: 'ms',
    rounds: twelve.rounds, target: { op: '<=', value: 10, of: 'value' }, notes: twelve.notes,
  });
}, 600_000);

it('projection rebuild rate over 200,000 events', async () => {
  const total = QUICK ? 5_000 : 200_000;
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
  // The rebuild runs as an operator's does, in a plain Node process over the production build (rebuild-rate.js).
  const rounds = await measureRebuild(database.url, 'bench.rebuild', 'rebuildbench', QUICK ? 1 : 3);
  const rates = rounds.map((r) => r.events / (r.ms / 1000));
  const { rows } = await pool.query('select sum(events)::int as n from rebuildbench.totals');
  expect(rows[0].n).toBe(total);
  record({
    id: 'projections.rebuild.rate', issue: 18, name: `Projection rebuild over ${total.toLocaleString('en-CA')} events`, unit: 'events/s',
    rounds: rates, target: { op: '>=', value: 250_000, of: 'value' },
  });
});
