import { randomUUID } from 'node:crypto';
import { vehicleStreamId } from '@marketplace/domain';
import { seedCatalogDemo } from '../../apps/server/src/modules/catalog/catalog.public';
import { CONTROL_APPLICATION_NAME } from '../../apps/server/src/platform/projections/projection-runner';
import { Client } from '../support/http-client';
import { linkToken, outbox } from '../support/mailbox';
import { pollUntil } from '../support/poll';
import { registration } from '../api/identity/support';
import {
  type PrivatePostgres, type PrivateRedis, serverBuildExists, type ServerProcess, startPrivatePostgres, startPrivateRedis, startServerProcess,
} from '../support/private-services';
import { databaseTools } from './support';

/**
 * Issue #11 reliability: three server processes (the production build) on one PostgreSQL and one Redis, under traffic
 * that appends events (registrations, profile updates) and schedules timers (3-second vehicle locks). The process
 * running the projections (the one whose control connection holds the leader lock) is killed -9: another takes over
 * within 5 s, every timer fires, and the read tables equal a rebuild from the log (nothing lost, nothing applied twice).
 * Timers run on every instance (BullMQ competing consumers + a leased claim in PostgreSQL): the survivors fire what
 * the killed one would have.
 */
let pg: PrivatePostgres;
let redis: PrivateRedis;
let tools: ReturnType<typeof databaseTools>;
let vehicleIds: string[];

const LOCK_SECONDS = 3;
/** How long a claimed deadline stays leased (TimerService's default): a firing cut by the kill is retried after it. */
const TIMER_LEASE_MS = 30_000;

beforeAll(async () => {
  if (!serverBuildExists()) throw new Error('run `npm run build` first: the reliability suite runs the production build');
  pg = await startPrivatePostgres('reliability-instances');
  redis = await startPrivateRedis();
  tools = databaseTools(pg.url);
  await tools.migrate();
  ({ vehicleIds } = await seedCatalogDemo({ db: tools.db, store: tools.store }, { vehicles: 60, seed: 11, now: new Date('2026-03-01T12:00:00.000Z') }));
});
afterAll(async () => {
  await tools?.close();
  await redis?.stop();
  await pg?.destroy();
});

const env = () => ({
  DATABASE_URL: pg.url, REDIS_URL: redis.url, TIMER_RECONCILE_MS: '500', LOCK_MINUTES: String(LOCK_SECONDS / 60),
});

/** The operating-system pid of the process whose projection runner leads (holds its session advisory lock). */
async function leaderPid(): Promise<number | null> {
  const { rows } = await tools.pool.query<{ application_name: string }>(
    `select a.application_name from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.granted and a.datname = current_database() and a.application_name like $1`,
    [`${CONTROL_APPLICATION_NAME}%`]);
  return rows.length === 1 ? Number(rows[0].application_name.slice(CONTROL_APPLICATION_NAME.length)) : null;
}

/**
 * A customer signed in on one server who, until stopped, locks its own vehicles one after the other and updates its
 * profile; when its server goes away it carries on with the next one (the session lives in PostgreSQL).
 */
async function customer(servers: readonly ServerProcess[], first: number, vehicles: readonly string[]) {
  let current = first;
  // The client reads its server's url on every request: pointing it elsewhere moves the session to another instance.
  const target = { url: servers[current].url };
  const client = new Client(target);
  const email = `instances.${randomUUID()}@mail.marketplace.ca`;
  const res = await client.post('/user/register', { query: { languageId: 1 }, body: registration(email) });
  if (res.status !== 200 || res.body?.Status !== 1) throw new Error(`registration failed: ${res.status}`);
  // Only a verified account may lock a vehicle (spec §4 guard order): confirm the email as the customer would.
  const [activation] = await outbox(target, email, { kind: 'identity.activation' });
  if (!activation) throw new Error('no activation email');
  const activated = await client.post('/user/activate-account', { body: { token: linkToken(activation, 'activate') } });
  if (activated.body?.Status !== 1) throw new Error(`activation failed: ${JSON.stringify(activated.body)}`);
  const statuses = new Map<number | string, number>();
  const send = async (path: string, body?: unknown) => {
    const r = await (body === undefined ? client.get(path) : client.post(path, { body })).catch(() => null);
    const status = r ? r.status : 'network';
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (!r) {
      current = (current + 1) % servers.length;
      target.url = servers[current].url;
    }
  };
  let running = true;
  const loop = (async () => {
    for (let i = 0; running; i++) {
      await send(`/buy-online/vehicle-timer/set/${vehicles[i % vehicles.length]}`);
      await send('/user/update-user-self', { FirstName: `Instance${i}` });
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return { statuses, stop: async () => { running = false; await loop; } };
}

it('three instances: the one running projections is killed -9, another takes over within 5 s, nothing lost or applied twice', async () => {
  const servers = await Promise.all([startServerProcess(env()), startServerProcess(env()), startServerProcess(env())]);
  let customers: Awaited<ReturnType<typeof customer>>[] = [];
  try {
    const leader = await pollUntil(() => leaderPid(), 15_000, { what: 'a projection leader' });
    expect(servers.map((s) => s.pid)).toContain(leader);
    await tools.waitCaughtUp();

    customers = await Promise.all(Array.from({ length: 6 }, (_, c) =>
      customer(servers, c % 3, vehicleIds.filter((_, v) => v % 6 === c))));
    await pollUntil(async () => (await tools.pool.query(`select count(*)::int as n from platform.deadlines`)).rows[0].n >= 6 || null, 15_000, { what: 'timers scheduled' });

    const killed = servers.find((s) => s.pid === leader)!;
    await killed.kill('SIGKILL');
    const killedAt = Date.now();
    const next = await pollUntil(async () => {
      const pid = await leaderPid();
      return pid !== null && pid !== leader ? pid : null;
    }, 5_000, { what: 'another instance leads' });
    const takeoverMs = Date.now() - killedAt;
    expect(takeoverMs).toBeLessThan(5_000);
    expect(servers.filter((s) => s !== killed).map((s) => s.pid)).toContain(next);

    // Traffic goes on against the survivors, then stops; every lock then expires by timer.
    await new Promise((r) => setTimeout(r, 2 * LOCK_SECONDS * 1000));
    for (const c of customers) await c.stop();
    const statuses = new Map<number | string, number>();
    for (const c of customers) for (const [k, n] of c.statuses) statuses.set(k, (statuses.get(k) ?? 0) + n);
    expect([...statuses.keys()].filter((k) => typeof k === 'number' && k >= 500)).toEqual([]);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(50);

    const trafficEnded = Date.now();
    await pollUntil(async () => {
      const { rows } = await tools.pool.query<{ n: number }>('select count(*)::int as n from platform.deadlines where fired_at is null and due_at <= now()');
      return Date.now() - trafficEnded > LOCK_SECONDS * 1000 && rows[0].n === 0;
    }, LOCK_SECONDS * 1000 + TIMER_LEASE_MS + 10_000, { what: 'every due deadline fired' });
    // Every lock taken expired exactly once, by its own timer: per vehicle, locks and expiries alternate.
    for (const vehicleId of vehicleIds) {
      const types = (await tools.store.readStream(vehicleStreamId(vehicleId))).map((e) => e.type)
        .filter((t) => t === 'VehicleLocked' || t === 'LockExpired');
      const alternating = types.every((t, i) => t === (i % 2 === 0 ? 'VehicleLocked' : 'LockExpired')) && types.length % 2 === 0;
      expect([vehicleId, alternating ? 'alternating' : types]).toEqual([vehicleId, 'alternating']);
    }
    // A deadline is claimed again only when the killed process held it: at most what one process had in flight.
    const { rows: reclaimed } = await tools.pool.query<{ n: number }>('select count(*)::int as n from platform.deadlines where attempts > 1');
    expect(reclaimed[0].n).toBeLessThanOrEqual(16);

    await tools.waitCaughtUp();
    const live = await tools.snapshot();
    for (const s of servers) await s.kill('SIGTERM');
    await tools.rebuildAll();
    expect(await tools.snapshot()).toEqual(live);
    console.info(`projection takeover after ${takeoverMs} ms; timers all fired ${Date.now() - trafficEnded} ms after traffic ended; ${reclaimed[0].n} deadlines claimed twice`);
  } finally {
    // Stop the traffic loops too when an assertion failed half way: a loop left running keeps Jest from exiting.
    for (const c of customers) await c.stop();
    for (const s of servers) await s.kill('SIGKILL');
  }
}, 300_000);
