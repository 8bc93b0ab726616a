import { randomBytes } from 'node:crypto';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

const api = (path: string, init?: RequestInit) => fetch(`${server.url}/api${path}`, init);

describe('server platform', () => {
  it('answers health with PostgreSQL status', async () => {
    const res = await api('/health');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.postgres).toBe('up');
    expect(['up', 'not-configured']).toContain(body.redis);
  });

  it('serves an OpenAPI document generated from the contracts, and the docs page', async () => {
    const doc = await (await api('/docs/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/health'].get.responses['200']).toBeDefined();
    const page = await api('/docs');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('swagger-ui');
    expect((await api('/docs/assets/swagger-ui-bundle.js')).status).toBe(200);
  });

  it('answers unknown API routes with a 404 problem', async () => {
    const res = await api('/nope');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(await res.json()).toMatchObject({ status: 404, code: 'http.not_found' });
  });

  it('sets security headers and a CSRF cookie on API GETs', async () => {
    const res = await api('/health');
    expect(res.headers.get('content-security-policy')).toMatch(/object-src 'none'/);
    expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('set-cookie')).toMatch(/XSRF-TOKEN=[^;]+;.*SameSite=Lax/i);
  });

  it('limits bodies to 1 MB except where a route contract names its own limit', async () => {
    const health = await api('/health');
    const cookie = health.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const token = decodeURIComponent(cookie.match(/XSRF-TOKEN=([^;]+)/)![1]);
    const post = (path: string, body: string) => api(path, { method: 'POST', body, headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': token } });
    const big = JSON.stringify({ UserName: 'x'.repeat(1_200_000), Password: 'y', RememberMe: true });
    const login = await post('/user/login', big);
    expect(login.status).toBe(413);
    expect((await login.json()).code).toBe('request.body_too_large');
    // The licence upload accepts 1.6 MB: a 1.2 MB body reaches the route (anonymous, so its access rule answers).
    const upload = await post('/customers/upload-driverslicence', JSON.stringify({ transactionId: '00000000-0000-4000-8000-000000000000', side: 'front', data: 'x'.repeat(1_200_000) }));
    expect(upload.status).toBe(401);
  });

  it('propagates the correlation id', async () => {
    const res = await api('/health', { headers: { 'x-correlation-id': 'abc-123' } });
    expect(res.headers.get('x-correlation-id')).toBe('abc-123');
    // A long or odd one is not taken: it would enter every event's metadata and the audit index's keys.
    for (const odd of [randomBytes(3000).toString('hex'), 'two words', 'x'.repeat(129)]) {
      const replaced = (await api('/health', { headers: { 'x-correlation-id': odd } })).headers.get('x-correlation-id');
      expect(replaced).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });
});
