import { randomUUID } from 'node:crypto';
import { Expected } from '../../../apps/server/src/platform/event-store/event-store.port';
import { pollUntil } from '../../support/poll';
import { startTestServer, type TestServer } from '../../support/server';

jest.setTimeout(120_000);

/**
 * The probes (ADR 0081): live answers while the process serves; ready only when every migration ran, the store
 * answers and this instance's projections are within READY_MAX_PROJECTION_LAG_SECONDS, and no longer once the
 * server is shutting down. /api/health answers as it always did.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ READY_MAX_PROJECTION_LAG_SECONDS: '1', SHUTDOWN_DRAIN_MS: '2000' });
});
afterAll(async () => {
  await server?.stop();
});

const get = async (path: string) => {
  const res = await fetch(`${server.url}/api${path}`);
  return { status: res.status, body: await res.json() };
};

it('is not ready while a migration of this build has not run, and is once it has', async () => {
  const { rows: [last] } = await server.infra.pool.query<{ name: string; timestamp: string }>('select name, timestamp from kysely_migration order by name desc limit 1');
  await server.infra.pool.query('delete from kysely_migration where name = $1', [last.name]);
  try {
    const notReady = await get('/health/ready');
    expect(notReady.status).toBe(503);
    expect(notReady.body).toMatchObject({ status: 'error', error: { migrations: { status: 'down', pending: 1, first: last.name } } });
  } finally {
    await server.infra.pool.query('insert into kysely_migration (name, timestamp) values ($1, $2)', [last.name, last.timestamp]);
  }
  const ready = await get('/health/ready');
  expect(ready.status).toBe(200);
  expect(ready.body).toMatchObject({
    status: 'ok',
    details: { serving: { status: 'up' }, migrations: { status: 'up' }, eventStore: { status: 'up' }, projections: { status: 'up', boundSeconds: 1 } },
  });
});

it('answers live, and /api/health as before', async () => {
  const live = await get('/health/live');
  expect(live.status).toBe(200);
  expect(live.body).toMatchObject({ status: 'ok', details: { process: { status: 'up' } } });
  const health = await get('/health');
  expect(health.status).toBe(200);
  expect(Object.keys(health.body).sort()).toEqual(['postgres', 'redis', 'status', 'uptimeSeconds']);
  expect(health.body).toMatchObject({ status: 'ok', postgres: 'up' });
});

it('is not ready while one of its projections is further behind than the bound, and is again once it caught up', async () => {
  const runner = server.infra.projections;
  const name = runner.names[0];
  runner.pause(name);
  try {
    await server.infra.store.appendToStream(`probe-${randomUUID()}`, [{
      type: 'ProbeAppended', data: {},
      metadata: { eventId: randomUUID(), correlationId: randomUUID(), causationId: null, actor: null, impersonator: null, brand: null, occurredAt: new Date().toISOString() },
    }], Expected.noStream);
    // The others catch up (on two busy cores they too can trail the 1 s bound for a moment); the paused one cannot.
    await runner.waitFor(undefined, runner.names.filter((n) => n !== name));
    const behind = await pollUntil(async () => {
      const r = await get('/health/ready');
      return r.status === 503 && r.body.error.projections.behind?.length === 1 ? r : null;
    }, 15_000, { what: `not ready while ${name} alone is paused` });
    expect(behind.body.error.projections.status).toBe('down');
    expect(behind.body.error.projections.behind.map((b: { name: string }) => b.name)).toEqual([name]);
    expect((await get('/health/live')).status).toBe(200);
  } finally {
    runner.resume(name);
  }
  await pollUntil(async () => (await get('/health/ready')).status === 200, 30_000, { what: 'ready again once caught up' });
});

it('stops being ready as soon as it shuts down, while it still answers the requests of the drain', async () => {
  const closing = server.close();
  try {
    const draining = await pollUntil(async () => {
      const r = await get('/health/ready');
      return r.status === 503 ? r : null;
    }, 5_000, { what: 'not ready once shutting down' });
    expect(draining.body.error.serving).toMatchObject({ status: 'down', message: 'shutting down' });
    expect((await get('/health/live')).status).toBe(200);
  } finally {
    await closing;
  }
});
