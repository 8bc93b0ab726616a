import { PasswordHasher } from '../../apps/server/src/modules/identity/adapters/password-hasher';
import { userOfType } from '../../tests/api/identity/support';
import { startTestServer, type TestServer } from '../../tests/support/server';
import { load } from '../support/http-load';
import { QUICK, record } from '../support/report';
import { BENCH_SECRETS } from '../support/server-process';

/** Issue #3 figures: authenticated GET /api/user/current against GET /api/health; the password hash cost. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'error', NODE_ENV: 'production', ...BENCH_SECRETS });
});
afterAll(async () => {
  await server?.stop();
});

it('authenticated GET /api/user/current throughput vs GET /api/health', async () => {
  const { client } = await userOfType(server, 8);
  const cookie = client.cookieHeader();
  const seconds = QUICK ? 1 : 8;
  const current: number[] = [];
  const health: number[] = [];
  for (let r = 0; r < (QUICK ? 1 : 5); r++) {
    const h = await load({ url: `${server.url}/api/health`, seconds, connections: 10 });
    const c = await load({ url: `${server.url}/api/user/current`, seconds, connections: 10, headers: { cookie } });
    expect(c.non2xx).toBe(0);
    health.push(h.requestsPerSecond);
    current.push(c.requestsPerSecond);
  }
  record({
    id: 'identity.user-current.throughput', issue: 3, name: 'GET /api/user/current (authenticated) req/s', unit: 'req/s',
    rounds: current, baseline: { name: 'GET /api/health req/s', rounds: health }, target: { op: '>=', value: 0.7, of: 'ratio' },
  });
});

it('password hash cost', async () => {
  const hasher = server.app.get(PasswordHasher, { strict: false });
  const times: number[] = [];
  for (let i = 0; i < (QUICK ? 3 : 9); i++) {
    const t0 = performance.now();
    await hasher.hash(`Correct-Horse-${i}`);
    times.push(performance.now() - t0);
  }
  record({ id: 'identity.password-hash.ms', issue: 3, name: 'Password hash (scrypt) cost', unit: 'ms', rounds: times,
    target: { op: '<=', value: 250, of: 'value' }, notes: 'target band 50–250 ms (OWASP cost on this machine)' });
});
