import { randomUUID } from 'node:crypto';
import { userStreamId } from '@marketplace/domain';
import { Client } from '../support/http-client';
import { pollUntilEnough, until } from '../support/poll';
import { registration } from '../api/identity/support';
import type { TestServer } from '../support/server';
import {
  type PrivatePostgres, type PrivateRedis, serverBuildExists, type ServerProcess, startPrivatePostgres, startPrivateRedis, startServerProcess,
} from '../support/private-services';
import { databaseTools } from './support';

/**
 * Issue #7 reliability: the production build against a PostgreSQL and a Redis this suite owns.
 * - kill -9 during a load of commands, restart: no acknowledged command lost; read tables equal a full rebuild;
 * - PostgreSQL stopped for 30 s during load: 503 (never 500), nothing half-written, recovery within 60 s of its return.
 */
let pg: PrivatePostgres;
let redis: PrivateRedis;
let tools: ReturnType<typeof databaseTools>;

beforeAll(async () => {
  if (!serverBuildExists()) throw new Error('run `npm run build` first: the reliability suite runs the production build');
  pg = await startPrivatePostgres('reliability');
  redis = await startPrivateRedis();
  tools = databaseTools(pg.url);
  await tools.migrate();
});
afterAll(async () => {
  await tools?.close();
  await redis?.stop();
  await pg?.destroy();
});

const env = () => ({ DATABASE_URL: pg.url, REDIS_URL: redis.url, TIMER_RECONCILE_MS: '500' });

/** A signed-in customer: registers once (the answer carries the session), then sends profile updates. */
async function customer(url: string) {
  const client = new Client({ url } as TestServer);
  const email = `load.${randomUUID()}@mail.marketplace.ca`;
  const res = await client.post('/user/register', { query: { languageId: 1 }, body: registration(email) });
  if (res.status !== 200 || res.body?.Status !== 1) throw new Error(`registration failed: ${res.status}`);
  const userId: string = res.body.User_Guid;
  let n = 0;
  return {
    userId,
    /** One command; true when acknowledged. */
    async update(): Promise<number | 'network'> {
      const r = await client.post('/user/update-user-self', { body: { FirstName: `Load${n++}` } }).catch(() => null);
      return r ? r.status : 'network';
    },
  };
}

/** `workers` customers (registered first) sending commands until `stop()`; counts acknowledged commands per user. */
async function load(url: string, workers: number) {
  const acknowledged = new Map<string, number>();
  const statuses = new Map<number | string, number>();
  let running = true;
  const customers = await Promise.all(Array.from({ length: workers }, () => customer(url)));
  const loops = customers.map(async (c) => {
    while (running) {
      const status = await c.update();
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 200) acknowledged.set(c.userId, (acknowledged.get(c.userId) ?? 0) + 1);
      else if (status === 'network') await new Promise((r) => setTimeout(r, 50));
    }
  });
  return { acknowledged, statuses, stop: async () => { running = false; await Promise.all(loops); } };
}

/** A new customer as soon as the server can register one again (PostgreSQL back). */
const customerWhenUp = (url: string, since: number) =>
  pollUntilEnough(() => customer(url).catch(() => null), (c) => c !== null, since + 60_000 - Date.now(), { everyMs: 250 });

const countEvents = async (userId: string, type: string) =>
  (await tools.store.readStream(userStreamId(userId))).filter((e) => e.type === type).length;

it('loses no acknowledged command when the server is killed -9 mid-load, and read tables equal a rebuild', async () => {
  let server: ServerProcess = await startServerProcess(env());
  const traffic = await load(server.url, 6);
  const acknowledged = () => [...traffic.acknowledged.values()].reduce((a, b) => a + b, 0);
  // Killed mid-load once the load has had enough commands acknowledged to count (a condition, not a fixed 3 s).
  await until(acknowledged, (n) => n > 20, 'commands acknowledged before the kill', { timeoutMs: 30_000, intervalMs: 50 });
  await server.kill('SIGKILL');
  await traffic.stop();
  expect(acknowledged()).toBeGreaterThan(20);

  server = await startServerProcess(env());
  try {
    for (const [userId, acked] of traffic.acknowledged) {
      expect([userId, (await countEvents(userId, 'ProfileUpdated')) >= acked]).toEqual([userId, true]);
    }
    await tools.waitCaughtUp();
    const live = await tools.snapshot();
    const { rows } = await tools.pool.query('select count(*)::int as n from identity.users');
    expect(rows[0].n).toBeGreaterThanOrEqual(traffic.acknowledged.size);
    await server.kill('SIGTERM');
    await tools.rebuildAll();
    expect(await tools.snapshot()).toEqual(live);
  } finally {
    await server.kill('SIGKILL');
  }
});

it('answers 503 (never 500) while PostgreSQL is down for 30 s, writes nothing half, and recovers within 60 s', async () => {
  const server = await startServerProcess(env());
  try {
    const before = await load(server.url, 3);
    await new Promise((r) => setTimeout(r, 1000));
    await pg.stop();
    const outageStarted = Date.now();
    const during = new Map<number | string, number>();
    while (Date.now() - outageStarted < 30_000) {
      const health = await fetch(`${server.url}/api/health`).then((r) => r.status, () => 'network');
      during.set(`health ${health}`, (during.get(`health ${health}`) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 250));
    }
    await before.stop();
    // Commands sent during the outage (by the load) answered 503, never another 5xx.
    expect(before.statuses.get(503) ?? 0).toBeGreaterThan(0);
    expect([...before.statuses.keys()].filter((k) => typeof k === 'number' && k >= 500 && k !== 503)).toEqual([]);
    expect(during.get('health 503') ?? 0).toBeGreaterThan(10);
    expect([...during.keys()].filter((k) => k !== 'health 503')).toEqual([]);

    await pg.start();
    const returned = Date.now();
    const probe = await customerWhenUp(server.url, returned);
    const recovered = probe !== null && await pollUntilEnough(async () => (await probe.update()) === 200, (ok) => ok, returned + 60_000 - Date.now(), { everyMs: 250 });
    const recoveredAfter = recovered ? Date.now() - returned : -1;
    expect(recoveredAfter).toBeGreaterThanOrEqual(0);
    expect(recoveredAfter).toBeLessThan(60_000);

    // Nothing half-written: every user stream that exists is a complete registration, and projections catch up.
    await tools.waitCaughtUp();
    for (const [userId, acked] of before.acknowledged) {
      expect([userId, (await countEvents(userId, 'ProfileUpdated')) >= acked]).toEqual([userId, true]);
    }
    const { rows } = await tools.pool.query<{ stream_id: string; first_type: string }>(
      `select stream_id, (array_agg(type order by stream_version))[1] as first_type from eventstore.events where stream_id like 'user-%' group by stream_id`);
    expect(rows.filter((r) => r.first_type !== 'UserRegistered')).toEqual([]);
  } finally {
    await server.kill('SIGKILL');
  }
});
