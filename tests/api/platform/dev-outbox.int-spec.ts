import { startTestServer, type TestServer } from '../../support/server';

jest.setTimeout(120_000);

/**
 * The development outbox holds reset links and SMS codes. A server left in development mode on a network (NODE_ENV
 * unset) answers it to this machine only: the TCP peer decides, never X-Forwarded-For.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const outboxFrom = (remoteAddress: string, headers: Record<string, string> = {}) =>
  server.app.getHttpAdapter().getInstance().inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress, headers });

it('answers this machine', async () => {
  for (const local of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect([local, (await outboxFrom(local)).statusCode]).toEqual([local, 200]);
});

it('is not found from any other address, whatever X-Forwarded-For claims', async () => {
  const res = await outboxFrom('192.168.1.23', { 'x-forwarded-for': '127.0.0.1' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ code: 'http.not_found' });
  expect((await outboxFrom('203.0.113.9')).statusCode).toBe(404);
});
