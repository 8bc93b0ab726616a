import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { newEvent } from '../../apps/server/src/platform/event-store/event-store.contract';
import { Expected, type RecordedEvent } from '../../apps/server/src/platform/event-store/event-store.port';
import { createRedis } from '../../apps/server/src/platform/infrastructure';
import { defineProjection } from '../../apps/server/src/platform/projections/projection';
import { ProjectionRunner } from '../../apps/server/src/platform/projections/projection-runner';
import { deadlines } from '../../apps/server/src/platform/timers/deadlines';
import { TimerService } from '../../apps/server/src/platform/timers/timer-service';
import { type PrivatePostgres, type PrivateRedis, startPrivatePostgres, startPrivateRedis } from '../support/private-services';
import { pollUntilEnough } from '../support/poll';
import { databaseTools } from './support';

/**
 * Issue #7 reliability, in-process against private PostgreSQL and Redis:
 * - Redis restarted with 1,000 pending deadlines: all fire, none twice;
 * - a projection stopped in the middle of a batch (its connection killed) and restarted: exactly-once effect.
 */
let pg: PrivatePostgres;
let redis: PrivateRedis;
let tools: ReturnType<typeof databaseTools>;

beforeAll(async () => {
  pg = await startPrivatePostgres('reliability-timers');
  redis = await startPrivateRedis();
  tools = databaseTools(pg.url);
  await tools.migrate();
});
afterAll(async () => {
  await tools?.close();
  await redis?.stop();
  await pg?.destroy();
});

it('fires all of 1,000 pending deadlines exactly once across a Redis restart (Redis loses everything)', async () => {
  const kind = 'reliability';
  const fired = new Map<string, number>();
  const connection = createRedis(redis.url);
  const timers = new TimerService(tools.pool, connection, { reconcileEveryMs: 1000, overdueGraceMs: 1000, queueName: 'rel-deadlines' })
    .register({ kind, fire: async (d) => { fired.set(d.key, (fired.get(d.key) ?? 0) + 1); } });
  await timers.start();
  try {
    const due = new Date(Date.now() + 4000);
    const items = Array.from({ length: 1000 }, (_, i) => ({ kind, key: `d${i}`, version: 1, dueAt: due, payload: {} }));
    for (const d of items) await deadlines.schedule(tools.db, d);
    await timers.wake(items);
    // Redis dies with every delayed job in it, and comes back empty.
    await redis.stop();
    await new Promise((r) => setTimeout(r, 1000));
    await redis.start();
    await pollUntilEnough(() => fired.size, (n) => n >= 1000, 60_000, { everyMs: 250 });
    expect(fired.size).toBe(1000);
    // Wake-ups the reconciler enqueued while the firings ran drain from Redis, each finding its deadline fired.
    await pollUntilEnough(() => timers.scheduledWakeUps(), (n) => n === 0, 30_000, { everyMs: 100 });
    // Nothing can fire again: no wake-up is left in Redis, and a reconciler pass that read the table afterwards fired nothing.
    const allFired = Date.now();
    expect(await timers.scheduledWakeUps()).toBe(0);
    let pass = await timers.reconcile();
    while (pass.startedAt < allFired) pass = await timers.reconcile();
    expect(pass.fired).toBe(0);
    expect([...fired.values()].filter((n) => n !== 1)).toEqual([]);
    const { rows } = await tools.pool.query(`select count(*)::int as n from platform.deadlines where kind = $1 and fired_at is null`, [kind]);
    expect(rows[0].n).toBe(0);
  } finally {
    await timers.stop();
    connection.disconnect();
  }
});

it('stopped in the middle of a batch (connection killed) and restarted, a projection applies every event exactly once', async () => {
  await sql`create schema relproj`.execute(tools.db);
  await sql`create table relproj.totals (stream_id text primary key, n int not null)`.execute(tools.db);
  const prefix = `rel-${randomUUID().slice(0, 8)}-`;
  const projection = defineProjection({
    name: 'reliability.totals', schema: 'relproj', tables: ['totals'],
    async apply(db, events: readonly RecordedEvent[]) {
      for (const e of events.filter((x) => x.streamId.startsWith(prefix))) {
        await db.insertInto('totals').values({ stream_id: e.streamId, n: 1 })
          .onConflict((oc) => oc.column('stream_id').doUpdateSet({ n: sql`totals.n + 1` })).execute();
      }
    },
  });
  for (let s = 0; s < 20; s++) {
    await tools.store.appendToStream(`${prefix}${s}`, Array.from({ length: 50 }, () => newEvent('Counted')), Expected.noStream);
  }
  const first = new ProjectionRunner(tools.pool, tools.db, tools.store, [projection], { batchSize: 137 });
  let batches = 0;
  first.interceptor = async () => {
    if (++batches === 3) {
      await tools.pool.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database()
                                and pid <> pg_backend_pid() and state like 'idle in transaction%'`);
      throw new Error('killed mid-batch');
    }
  };
  await first.runBatch(projection);
  await first.runBatch(projection);
  await expect(first.runBatch(projection)).rejects.toThrow();

  const second = new ProjectionRunner(tools.pool, tools.db, tools.store, [projection], { batchSize: 137 });
  second.start();
  await second.waitFor(undefined, ['reliability.totals']);
  await second.stop();
  const { rows } = await tools.pool.query<{ n: number }>('select n from relproj.totals');
  expect(rows).toHaveLength(20);
  expect(rows.every((r) => r.n === 50)).toBe(true);
});
