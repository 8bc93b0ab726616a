import { randomBytes, randomUUID } from 'node:crypto';
import pino from 'pino';
import { createApp, type RunningApp } from '../../../apps/server/src/create-app';
import { CLOCK, type Clock } from '../../../apps/server/src/platform/clock/clock';
import { loadConfig } from '../../../apps/server/src/platform/config/config';
import { type Deadline, deadlines } from '../../../apps/server/src/platform/timers/deadlines';
import { Client } from '../../support/http-client';
import { pollUntil } from '../../support/poll';
import { startTestServer, type TestServer } from '../../support/server';

jest.setTimeout(180_000);

/**
 * The test clock (issue 47 item 3, ADR 0082): one environment's time moves forward through a dev-only API; the
 * deadlines due on the way fire in order with the clock at their time; every process of the environment agrees;
 * backwards, zero or more than a year is refused with a clear 400; production refuses it at boot and at the route.
 */
const DAY = 86_400_000;
const PRODUCTION = {
  NODE_ENV: 'production', SESSION_SECRET: randomBytes(32).toString('hex'), DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  PUBLIC_URL: 'https://marketplace.test', MAIL_DISABLED_IN_PRODUCTION: 'true', CREDIT_BUREAU: 'simulated',
};

let server: TestServer;
let client: Client;
beforeAll(async () => {
  server = await startTestServer();
  client = new Client(server);
});
afterAll(async () => {
  await server?.stop();
});

const clockOf = (app: RunningApp) => app.app.get<Clock>(CLOCK, { strict: false });

it('refuses a move backwards, of nothing, of more than a year, or not a duration, with a stable code and the field', async () => {
  const refused = async (body: object) => {
    const res = await client.post('/dev/clock/advance', { body });
    return [res.status, res.body.code, res.body.errors?.[0]?.path];
  };
  expect(await refused({ by: '-1d' })).toEqual([400, 'clock.backwards', 'by']);
  expect(await refused({ by: '0m' })).toEqual([400, 'clock.backwards', 'by']);
  expect(await refused({ by: '366d' })).toEqual([400, 'clock.too_far', 'by']);
  expect(await refused({ by: 'soon' })).toEqual([400, 'clock.bad_duration', 'by']);
  expect(await refused({ to: new Date(Date.now() - DAY).toISOString() })).toEqual([400, 'clock.backwards', 'to']);
  expect(await refused({ to: new Date(Date.now() + 400 * DAY).toISOString() })).toEqual([400, 'clock.too_far', 'to']);
  expect(await refused({})).toEqual([400, 'clock.by_or_to', 'by']);
  // Nothing moved.
  expect((await client.get('/dev/clock')).body.offsetMs).toBe(0);
});

it('fires the deadlines due in the skipped interval in order, each with the clock at its time, and no later one', async () => {
  const kind = `clock-test-${randomUUID().slice(0, 8)}`;
  const fired: { key: string; dueAt: number; clockAt: number }[] = [];
  const clock = clockOf(server);
  server.infra.timers.register({
    kind,
    fire: async (d: Deadline) => {
      fired.push({ key: d.key, dueAt: d.dueAt.getTime(), clockAt: clock.now().getTime() });
      // A firing that schedules another deadline inside the interval: it fires in its turn too.
      if (d.key === 'day-2') await deadlines.schedule(server.infra.db, { kind, key: 'day-2-follow-up', version: 1, dueAt: new Date(d.dueAt.getTime() + DAY), payload: {} });
    },
  });
  const start = clock.now().getTime();
  const at = (days: number) => new Date(start + days * DAY);
  // Written out of order.
  await deadlines.schedule(server.infra.db, [
    { kind, key: 'day-4', version: 1, dueAt: at(4), payload: {} },
    { kind, key: 'day-10', version: 1, dueAt: at(10), payload: {} },
    { kind, key: 'day-1', version: 1, dueAt: at(1), payload: {} },
    { kind, key: 'day-2', version: 1, dueAt: at(2), payload: {} },
  ]);

  const res = await client.post('/dev/clock/advance', { body: { by: '8d' } });
  expect(res.status).toBe(200);
  expect(fired.map((f) => f.key)).toEqual(['day-1', 'day-2', 'day-2-follow-up', 'day-4']);
  for (const f of fired) {
    expect(f.clockAt).toBeGreaterThanOrEqual(f.dueAt);
    expect(f.clockAt).toBeLessThan(f.dueAt + DAY); // the clock stood at its deadline, not at the end of the move
  }
  expect(res.body.reached.filter((r: { kind: string }) => r.kind === kind).map((r: { key: string; outcome: string }) => [r.key, r.outcome])).toEqual([
    ['day-1', 'fired'], ['day-2', 'fired'], ['day-2-follow-up', 'fired'], ['day-4', 'fired'],
  ]);
  expect(Date.parse(res.body.to) - Date.parse(res.body.from)).toBeGreaterThanOrEqual(8 * DAY);
  expect(Date.parse(res.body.to) - Date.parse(res.body.from)).toBeLessThan(8 * DAY + 60_000);

  const status = (await client.get('/dev/clock')).body;
  expect(status.offsetMs).toBeGreaterThanOrEqual(8 * DAY - 60_000);
  expect(Date.parse(status.now)).toBeGreaterThanOrEqual(start + 8 * DAY);
  expect(status.upcoming).toEqual(expect.arrayContaining([{ kind, key: 'day-10', dueAt: at(10).toISOString() }]));
  // The request's time is the moved clock's: sessions, rules and read models read it.
  expect(clock.now().getTime()).toBeGreaterThanOrEqual(start + 8 * DAY);
  expect(fired.map((f) => f.key)).not.toContain('day-10');
});

it('is shared by every process of the environment (kept in its database), and only by them', async () => {
  // A second server on the same database: another process of the environment.
  const second = await createApp(loadConfig({
    NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: server.databaseUrl, RUN_TIMERS: 'false', RUN_PROJECTIONS: 'false',
    STRIPE_STANDIN_URL: server.infra.config.STRIPE_STANDIN_URL, STRIPE_STANDIN_KEY: server.infra.config.STRIPE_STANDIN_KEY,
  }), { logger: pino({ level: 'warn' }), migrate: false });
  const other = await startTestServer();
  try {
    const before = clockOf(server).now().getTime();
    expect(Math.abs(clockOf(second).now().getTime() - before)).toBeLessThan(5_000);
    const moved = await new Client(second).post('/dev/clock/advance', { body: { by: '2h' } });
    expect(moved.status).toBe(200);
    // The first process hears it (NOTIFY, else its re-read).
    await pollUntil(() => clockOf(server).now().getTime() >= before + 2 * 3_600_000);
    expect(Date.parse((await client.get('/dev/clock')).body.now)).toBeGreaterThanOrEqual(before + 2 * 3_600_000);
    // Another environment (another database, as a parallel test file has) keeps its own time.
    expect(Math.abs(clockOf(other).now().getTime() - Date.now())).toBeLessThan(5_000);
    expect((await new Client(other).get('/dev/clock')).body.offsetMs).toBe(0);
  } finally {
    await second.close();
    await other.stop();
  }
});

it('answers this machine only', async () => {
  const from = (remoteAddress: string) => server.app.getHttpAdapter().getInstance().inject({ method: 'GET', url: '/api/dev/clock', remoteAddress });
  expect((await from('127.0.0.1')).statusCode).toBe(200);
  const res = await from('203.0.113.9');
  expect([res.statusCode, res.json().code]).toEqual([404, 'http.not_found']);
});

describe('in production', () => {
  it('has no clock to move: the route is not found and the time is the machine\'s', async () => {
    const production = await startTestServer(PRODUCTION);
    try {
      const prodClient = new Client(production);
      const status = await prodClient.get('/dev/clock');
      expect([status.status, status.body.code]).toEqual([404, 'http.not_found']);
      const moved = await prodClient.post('/dev/clock/advance', { body: { by: '8d' } });
      expect([moved.status, moved.body.code]).toEqual([404, 'http.not_found']);
      expect(Math.abs(clockOf(production).now().getTime() - Date.now())).toBeLessThan(5_000);
      expect(production.infra.testClock).toBeNull();
    } finally {
      await production.stop();
    }
  });

  it('refuses to boot on a database whose clock was moved', async () => {
    // `server`'s database was moved by the tests above.
    const boot = createApp(loadConfig({ ...PRODUCTION, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATABASE_URL: server.databaseUrl }),
      { logger: pino({ level: 'silent' }), migrate: false, listen: false });
    await expect(boot).rejects.toThrow(/Production refuses to boot: this database's test clock runs \d+ ms ahead/);
  });
});
