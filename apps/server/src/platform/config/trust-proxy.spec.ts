import Fastify from 'fastify';
import { loadConfig, trustProxySetting } from './config';

/** The client address Fastify sees with the production default, behind a proxy or reached directly. */
async function ipSeen(remoteAddress: string, forwardedFor: string, trustProxy = 'loopback, linklocal, uniquelocal') {
  const config = loadConfig({ DATABASE_URL: 'postgres://u@h/x', NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), DATA_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'), PUBLIC_URL: 'https://marketplace.test', SMTP_URL: 'smtp://mail.test:587', CREDIT_BUREAU: 'simulated', TRUST_PROXY: trustProxy });
  const app = Fastify({ trustProxy: trustProxySetting(config) as never });
  app.get('/', async (req) => ({ ip: req.ip }));
  const res = await app.inject({ method: 'GET', url: '/', remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });
  await app.close();
  return res.json().ip;
}

describe('TRUST_PROXY', () => {
  it('believes X-Forwarded-For only from a proxy on a private network, and only its own entry', async () => {
    expect(await ipSeen('127.0.0.1', '198.51.100.7')).toBe('198.51.100.7');
    expect(await ipSeen('10.0.3.2', '198.51.100.7')).toBe('198.51.100.7');
    // A client's own X-Forwarded-For, passed on by the proxy before the address it saw, is not the address.
    expect(await ipSeen('127.0.0.1', '203.0.113.1, 198.51.100.7')).toBe('198.51.100.7');
  });

  it('ignores X-Forwarded-For from a client that reaches the server directly', async () => {
    expect(await ipSeen('198.51.100.7', '203.0.113.1')).toBe('198.51.100.7');
  });

  it('takes nobody, and refuses a hop count, which Fastify would not honour (it trusts no peer for one)', async () => {
    expect(await ipSeen('127.0.0.1', '198.51.100.7', 'none')).toBe('127.0.0.1');
    await expect(ipSeen('198.51.100.20', '203.0.113.1, 198.51.100.7', '1')).rejects.toThrow(/TRUST_PROXY[\s\S]*hop count/);
  });

  it('is off outside production (development and tests are reached directly)', () => {
    expect(trustProxySetting({ isProduction: false, TRUST_PROXY: 'loopback' })).toBe(false);
  });
});
