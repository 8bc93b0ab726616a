import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Pool } from 'pg';
import { createTestDatabase } from '../../../../../tests/support/database';
import { createDb, createPool } from '../database/database';
import { createRedis } from '../infrastructure';
import { type Deadline, deadlines } from './deadlines';
import { TimerService } from './timer-service';

/**
 * Timers against real PostgreSQL and Redis (ARCHITECTURE §4). Redis database 7 is used and flushed by this suite
 * only; the BullMQ queue name is unique per run.
 */
const REDIS_URL = (process.env.REDIS_URL ?? 'redis://127.0.0.1:6379').replace(/\/\d*$/, '') + '/7';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: Pool;
let db: Kysely<any>;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url, { max: 10 });
  db = createDb(pool);
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

function recordingHandler(kind: string) {
  const fired: Deadline[] = [];
  let resolveNext: (() => void) | null = null;
  return {
    fired,
    next: () => new Promise<void>((resolve) => { resolveNext = resolve; }),
    handler: { kind, fire: async (d: Deadline) => { fired.push(d); resolveNext?.(); } },
  };
}

async function schedule(kind: string, key: string, version: number, inMs: number, timers: TimerService) {
  const d = { kind, key, version, dueAt: new Date(Date.now() + inMs), payload: { key } };
  await deadlines.schedule(db, d);
  await timers.wake([d]);
  return d;
}

describe.each([
  ['with Redis (BullMQ wake-ups)', true],
  ['without Redis (reconciler only)', false],
])('timers %s', (_label, withRedis) => {
  let redis: Redis | null;
  let timers: TimerService;
  let kind: string;
  let rec: ReturnType<typeof recordingHandler>;

  beforeEach(async () => {
    redis = withRedis ? createRedis(REDIS_URL) : null;
    kind = `test-${randomUUID().slice(0, 8)}`;
    rec = recordingHandler(kind);
    timers = new TimerService(pool, redis, {
      queueName: `deadlines-${kind}`,
      reconcileEveryMs: withRedis ? 60_000 : 100,
      overdueGraceMs: withRedis ? 1_000 : 0,
    }).register(rec.handler);
    await timers.start();
  });
  afterEach(async () => {
    await timers.stop();
    redis?.disconnect();
  });

  it('fires a 2-second deadline once, not before it is due', async () => {
    const started = Date.now();
    const fired = rec.next();
    await schedule(kind, 'a', 1, 2000, timers);
    await fired;
    expect(Date.now() - started).toBeGreaterThanOrEqual(1950);
    await timers.reconcile();
    await new Promise((r) => setTimeout(r, 500));
    expect(rec.fired.map((d) => [d.key, d.version])).toEqual([['a', 1]]);
    const { rows } = await pool.query('select fired_at from platform.deadlines where kind = $1', [kind]);
    expect(rows[0].fired_at).not.toBeNull();
  });

  it('leaves the old wake-up doing nothing when the deadline is extended before it fires', async () => {
    await schedule(kind, 'b', 1, 800, timers);
    const fired = rec.next();
    await schedule(kind, 'b', 2, 2000, timers);
    // The version-1 job wakes at 800 ms and must find nothing to do.
    expect(await timers.fire(kind, 'b', 1)).toBe('stale');
    await fired;
    await new Promise((r) => setTimeout(r, 300));
    expect(rec.fired.map((d) => d.version)).toEqual([2]);
  });

  it('never fires a cancelled deadline', async () => {
    await schedule(kind, 'c', 1, 300, timers);
    await deadlines.cancel(db, kind, 'c', 2);
    await new Promise((r) => setTimeout(r, 900));
    await timers.reconcile();
    expect(rec.fired).toEqual([]);
  });

  it('fires each of many concurrent deadlines exactly once even when two firings race', async () => {
    const n = 200;
    for (let i = 0; i < n; i++) await deadlines.schedule(db, { kind, key: `m${i}`, version: 1, dueAt: new Date(Date.now() - 10), payload: {} });
    await Promise.all([timers.reconcile(), ...Array.from({ length: n }, (_, i) => timers.fire(kind, `m${i}`, 1))]);
    await timers.reconcile();
    expect(rec.fired).toHaveLength(n);
    expect(new Set(rec.fired.map((d) => d.key)).size).toBe(n);
  });

  if (withRedis) {
    it('still fires when Redis is flushed between scheduling and the deadline (the reconciler re-creates the wake-up)', async () => {
      await schedule(kind, 'd', 1, 1500, timers);
      await redis!.flushdb();
      const fired = rec.next();
      await timers.reconcile();
      await fired;
      expect(rec.fired.map((d) => d.key)).toEqual(['d']);
    });
  }
});
