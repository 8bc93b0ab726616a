import { Redis } from 'ioredis';
import { startTestServer, type TestServer } from '../../support/server';
import { Client } from '../../support/http-client';
import { uniqueEmail } from '../../support/mailbox';
import { login, PASSWORD, registration } from './support';

jest.setTimeout(180_000);

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAvailable(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

const expect429 = (res: { status: number; body: any; headers: Headers }) => {
  expect(res.status).toBe(429);
  expect(res.body.code).toBe('rate_limit.exceeded');
  expect(res.body.retryAfterSeconds).toBeGreaterThan(0);
  expect(Number(res.headers.get('retry-after'))).toBe(res.body.retryAfterSeconds);
};

function throttlingSuite(name: string, env: () => Record<string, string> | null) {
  describe(name, () => {
    let server: TestServer;
    let skip = false;
    beforeAll(async () => {
      const e = env();
      if (e === null) {
        skip = true;
        console.warn(`${name}: skipped because Redis is not reachable at ${REDIS_URL}`);
        return;
      }
      server = await startTestServer(e);
    });
    afterAll(async () => {
      await server?.stop();
    });

    it('slows an account after 10 failed logins (429 even with the right password from a new device); other accounts still sign in', async () => {
      if (skip) return;
      const email = uniqueEmail('locked');
      await new Client(server).post('/user/register', { body: registration(email) });
      for (let i = 0; i < 10; i++) expect((await login(new Client(server), email, `Wrong-password-${i}`)).body).toEqual({ Status: 0 });
      expect429(await login(new Client(server), email, PASSWORD));
      expect429(await login(new Client(server), email.toUpperCase(), PASSWORD));
      const other = uniqueEmail('free');
      await new Client(server).post('/user/register', { body: registration(other) });
      expect((await login(new Client(server), other)).body.Status).toBe(1);
    });

    it('throttles an IP after 30 failed logins across accounts (unknown ones included)', async () => {
      if (skip) return;
      let attempts = 0;
      let res;
      do {
        res = await login(new Client(server), uniqueEmail('spray'), 'Some-password-1');
        attempts += 1;
      } while (res.status === 200 && attempts < 40);
      // The previous test used 10 of the 30.
      expect(attempts).toBe(21);
      expect429(res);
    });

    it('throttles recovery per address (3 an hour), identically for unknown addresses', async () => {
      if (skip) return;
      for (const email of [uniqueEmail('known'), uniqueEmail('unknown')]) {
        if (email.startsWith('known')) await new Client(server).post('/user/register', { body: registration(email) });
        for (let i = 0; i < 3; i++) expect((await new Client(server).post('/user/send-reset-password-email', { query: { email } })).body).toEqual({ Status: 1 });
        expect429(await new Client(server).post('/user/send-reset-password-email', { query: { email } }));
      }
    });

    it('throttles SMS codes (3 per 10 minutes per user) and activation attempts per IP', async () => {
      if (skip) return;
      const client = new Client(server);
      await client.post('/user/register', { body: registration(uniqueEmail('sms')) });
      for (let i = 0; i < 3; i++) expect((await client.post('/user/SendSmsCode', { body: { Phone: '5145550123' } })).body).toEqual({ Status: 1 });
      expect429(await client.post('/user/SendSmsCode', { body: { Phone: '5145550123' } }));
      for (let i = 0; i < 20; i++) expect((await new Client(server).post('/user/activate-account', { body: { token: `bad-${i}` } })).status).toBe(400);
      expect429(await new Client(server).post('/user/activate-account', { body: { token: 'bad-again' } }));
    });
  });
}

let redisUp = false;
beforeAll(async () => {
  redisUp = await redisAvailable();
});

throttlingSuite('throttling (in-memory driver)', () => ({}));
throttlingSuite('throttling (Redis driver)', () => (redisUp ? { REDIS_URL } : null));
