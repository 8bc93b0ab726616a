import Fastify from 'fastify';
import { allowInlineScripts, registerSecurityHeaders, STRIPE_JS_ORIGINS } from './security-headers';

async function cspWith(options: Parameters<typeof registerSecurityHeaders>[1]) {
  const app = Fastify();
  registerSecurityHeaders(app, options);
  app.get('/', async () => ({ ok: true }));
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return Object.fromEntries(String(res.headers['content-security-policy']).split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
}

describe('content security policy and Stripe.js', () => {
  it('with a publishable key, lets Stripe.js load, call Stripe\'s API and open its 3-D Secure frames', async () => {
    const csp = await cspWith({
      extraScriptOrigins: STRIPE_JS_ORIGINS.script, extraConnectOrigins: STRIPE_JS_ORIGINS.connect, extraFrameOrigins: STRIPE_JS_ORIGINS.frame, hsts: 'off-localhost',
    });
    expect(csp['script-src']).toEqual(["'self'", 'https://js.stripe.com']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://api.stripe.com']);
    expect(csp['frame-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com']);
  });

  it('without one, allows no Stripe script nor API call', async () => {
    const csp = await cspWith({ extraScriptOrigins: [], hsts: 'off-localhost' });
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
  });
});

describe('a page rendered by the server (ADR 0065)', () => {
  it('names the hashes of its inline scripts in its own answer only', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, { extraScriptOrigins: [], hsts: 'off-localhost' });
    app.get('/page', async (_req, reply) => {
      allowInlineScripts(reply, ["'sha256-abc='"]);
      return 'page';
    });
    app.get('/other', async () => 'other');
    const page = await app.inject({ method: 'GET', url: '/page' });
    const other = await app.inject({ method: 'GET', url: '/other' });
    await app.close();
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self' 'sha256-abc=';");
    expect(String(other.headers['content-security-policy'])).toContain("script-src 'self';");
  });
});

describe('HSTS', () => {
  async function hstsFor(hsts: 'always' | 'off-localhost', host: string) {
    const app = Fastify();
    registerSecurityHeaders(app, { extraScriptOrigins: [], hsts });
    app.get('/', async () => ({ ok: true }));
    const res = await app.inject({ method: 'GET', url: '/', headers: { host } });
    await app.close();
    return res.headers['strict-transport-security'];
  }

  it('in production is sent whatever the Host header says (a reverse proxy may forward a local one)', async () => {
    expect(await hstsFor('always', '127.0.0.1:3000')).toBe('max-age=31536000; includeSubDomains');
    expect(await hstsFor('always', 'shop.example.ca')).toBe('max-age=31536000; includeSubDomains');
  });

  it('elsewhere only off localhost, where development and tests speak plain http', async () => {
    expect(await hstsFor('off-localhost', '127.0.0.1:3000')).toBeUndefined();
    expect(await hstsFor('off-localhost', 'shop.example.ca')).toBe('max-age=31536000; includeSubDomains');
  });
});
