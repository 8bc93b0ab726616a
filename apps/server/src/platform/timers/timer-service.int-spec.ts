import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Pool } from 'pg';
import { createTestDatabase } from '../../../../../tests/support/database';
import { createDb, createPool } from '../database/database';
import { createRedis } from '../infrastructure';
import { type Deadline, deadlines } from './deadlines';
import { type TimerActivity, TimerService } from './timer-service';

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

/** The next activity of `timers` matching `match` (subscribe before causing it). */
function activity<T extends TimerActivity>(timers: TimerService, match: (a: TimerActivity) => a is T): Promise<T>;
function activity(timers: TimerService, match: (a: TimerActivity) => boolean): Promise<TimerActivity>;
function activity(timers: TimerService, match: (a: TimerActivity) => boolean): Promise<TimerActivity> {
  return new Promise((resolve) => {
    const unsubscribe = timers.onActivity((a) => {
      if (!match(a)) return;
      unsubscribe();
      resolve(a);
    });
  });
}

const firingOf = (key: string, version: number) => (a: TimerActivity) => a.type === 'fire' && a.key === key && a.version === version;

/**
 * Proves that nothing more will fire: no wake-up job is left in Redis, and a reconciler pass that read the deadlines
 * after `since` (so after every firing the test awaited) fired nothing.
 */
async function nothingLeftToFire(timers: TimerService, since: number) {
  expect(await timers.scheduledWakeUps()).toBe(0);
  let pass = await timers.reconcile();
  // A pass already running when we asked may have read the table before `since`: ask for the next one.
  while (pass.startedAt < since) pass = await timers.reconcile();
  expect(pass.fired).toBe(0);
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
    const firing = activity(timers, firingOf('a', 1));
    await schedule(kind, 'a', 1, 2000, timers);
    expect(await firing).toMatchObject({ outcome: 'fired' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1950);
    await nothingLeftToFire(timers, Date.now());
    expect(rec.fired.map((d) => [d.key, d.version])).toEqual([['a', 1]]);
    const { rows } = await pool.query('select fired_at from platform.deadlines where kind = $1', [kind]);
    expect(rows[0].fired_at).not.toBeNull();
  });

  it('leaves the old wake-up doing nothing when the deadline is extended before it fires', async () => {
    await schedule(kind, 'b', 1, 800, timers);
    const firing = activity(timers, firingOf('b', 2));
    await schedule(kind, 'b', 2, 2000, timers);
    // The version-1 job wakes at 800 ms and must find nothing to do.
    expect(await timers.fire(kind, 'b', 1)).toBe('stale');
    expect(await firing).toMatchObject({ outcome: 'fired' });
    await nothingLeftToFire(timers, Date.now());
    expect(rec.fired.map((d) => d.version)).toEqual([2]);
  });

  it('never fires a cancelled deadline', async () => {
    const d = await schedule(kind, 'c', 1, 300, timers);
    await deadlines.cancel(db, kind, 'c', 2);
    if (withRedis) {
      // Its wake-up comes at the due time and finds a newer, cancelled version.
      expect(await activity(timers, firingOf('c', 1))).toMatchObject({ outcome: 'stale' });
    } else {
      // The reconciler alone would fire it: wait for a pass that read the table after it was due.
      await activity(timers, (a) => a.type === 'reconciled' && a.startedAt >= d.dueAt.getTime());
    }
    await nothingLeftToFire(timers, d.dueAt.getTime());
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

describe('deadlines.schedule with many deadlines', () => {
  it('writes them in one statement with the same version rules as one at a time', async () => {
    const kind = `batch-${randomUUID()}`;
    const at = (s: number) => new Date(Date.UTC(2030, 0, 1, 0, 0, s));
    await deadlines.schedule(db, { kind, key: 'moved', version: 1, dueAt: at(1), payload: { n: 1 } });
    await deadlines.schedule(db, { kind, key: 'kept', version: 5, dueAt: at(2), payload: { n: 2 } });
    await deadlines.schedule(db, [
      { kind, key: 'moved', version: 2, dueAt: at(10), payload: { n: 10 } }, // newer: moves it
      { kind, key: 'kept', version: 4, dueAt: at(11), payload: { n: 11 } }, // older than the table's: ignored
      { kind, key: 'twice', version: 1, dueAt: at(12), payload: { n: 12 } }, // first of an equal version wins
      { kind, key: 'twice', version: 1, dueAt: at(13), payload: { n: 13 } },
      { kind, key: 'latest', version: 1, dueAt: at(14), payload: { n: 14 } }, // the highest version in the batch wins
      { kind, key: 'latest', version: 3, dueAt: at(15), payload: { n: 15 } },
      { kind, key: 'latest', version: 2, dueAt: at(16), payload: { n: 16 } },
    ]);
    await deadlines.schedule(db, []);
    const rows = await db.selectFrom('platform.deadlines').select(['key', 'version', 'due_at', 'payload']).where('kind', '=', kind).orderBy('key').execute();
    expect(rows.map((r) => [r.key, Number(r.version), (r.due_at as Date).toISOString(), r.payload])).toEqual([
      ['kept', 5, at(2).toISOString(), { n: 2 }],
      ['latest', 3, at(15).toISOString(), { n: 15 }],
      ['moved', 2, at(10).toISOString(), { n: 10 }],
      ['twice', 1, at(12).toISOString(), { n: 12 }],
    ]);
  });
});
