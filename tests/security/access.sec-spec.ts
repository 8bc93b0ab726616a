import http from 'node:http';
import { ALL_USER_TYPES, type UserTypeId } from '@marketplace/domain';
import type { ExecutionContext } from '@nestjs/common';
import { systemClock } from '../../apps/server/src/platform/clock/clock';
import { AccessGuard } from '../../apps/server/src/platform/http/access.guard';
import { CSRF } from '../../apps/server/src/platform/http/csrf';
import { endpointRegistry, type EndpointDefinition } from '../../apps/server/src/platform/http/endpoint';
import { Client, cookieAttributes } from '../support/http-client';
import { PASSWORD, userOfType } from '../api/identity/support';
import { startTestServer, type TestServer } from '../support/server';

/**
 * Issue #7 security suite: every route declares who may call it; the full matrix of user types × protected routes
 * gives 0 unauthorized successes; every state-changing route refuses a request without the matching CSRF header;
 * every response carries the security headers.
 */
let server: TestServer;
const clients = new Map<UserTypeId, Client>();
let anonymous: Client;

beforeAll(async () => {
  server = await startTestServer();
  anonymous = new Client(server);
  for (const type of ALL_USER_TYPES) clients.set(type, (await userOfType(server, type)).client);
});
afterAll(async () => {
  await server?.stop();
});

const fillPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, () => '00000000-0000-4000-8000-000000000000');
const label = (d: EndpointDefinition) => `${d.route.method} ${d.route.path}`;
const isApiRoute = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs/assets');

function expectSecurityHeaders(headers: Headers, what: string) {
  const csp = headers.get('content-security-policy') ?? '';
  expect({ what, objectSrcNone: csp.includes("object-src 'none'"), frameAncestors: csp.includes('frame-ancestors'),
    nosniff: headers.get('x-content-type-options'), referrer: headers.get('referrer-policy'), noCamera: headers.get('permissions-policy')?.includes('camera=()') })
    .toEqual({ what, objectSrcNone: true, frameAncestors: true, nosniff: 'nosniff', referrer: 'strict-origin-when-cross-origin', noCamera: true });
}

/** A request with any Host header (fetch cannot set it), as a browser on a production host name would send. */
function rawRequest(method: string, path: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; setCookies: string[] }>((resolve, reject) => {
    const url = new URL(`${server.url}${path}`);
    const req = http.request({ method, host: url.hostname, port: url.port, path: url.pathname, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, setCookies: res.headers['set-cookie'] ?? [] }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** API routes Fastify serves that no @Endpoint declares (so no access rule, no contract). */
function undeclaredRoutes(routes: readonly { method: string; url: string }[]): string[] {
  const declared = new Set(endpointRegistry.map((d) => `${d.route.method} /api${d.route.path}`));
  return routes
    .filter((r) => isApiRoute(r.url) && r.method !== 'HEAD' && r.method !== 'OPTIONS')
    .map((r) => `${r.method} ${r.url}`)
    .filter((r) => !declared.has(r));
}

describe('route inventory', () => {
  it('flags a route registered without a declaration (a deliberately broken build)', () => {
    expect(undeclaredRoutes([...server.routes, { method: 'POST', url: '/api/sneaky/delete-everything' }]))
      .toEqual(['POST /api/sneaky/delete-everything']);
  });

  it('denies a Nest handler that has no @Endpoint declaration', async () => {
    const guard = new AccessGuard({ resolve: async () => null }, server.app.get(CSRF, { strict: false }), systemClock);
    const handler = function undeclared() {};
    const context = {
      getHandler: () => handler,
      switchToHttp: () => ({ getRequest: () => ({ method: 'GET', url: '/api/undeclared', headers: {}, cookies: {} }), getResponse: () => ({}) }),
    } as unknown as ExecutionContext;
    await expect(guard.canActivate(context)).rejects.toMatchObject({ code: 'auth.route_not_declared' });
  });

  it('every API route Fastify serves is a declared endpoint with an access rule', () => {
    expect(undeclaredRoutes(server.routes)).toEqual([]);
    for (const d of endpointRegistry) {
      const allow = d.access.allow;
      expect([label(d), allow === 'public' || allow === 'authenticated' || (Array.isArray(allow) && allow.length > 0)]).toEqual([label(d), true]);
    }
    expect(endpointRegistry.length).toBeGreaterThan(10);
  });
});

describe('authorization matrix', () => {
  it('anonymous callers get 401 from every protected route and user types outside the rule get 403', async () => {
    const protectedRoutes = endpointRegistry.filter((d) => d.access.allow !== 'public');
    const violations: string[] = [];
    let calls = 0;
    for (const d of protectedRoutes) {
      const path = fillPath(d.route.path);
      const anon = await anonymous.request(d.route.method, path, { body: d.route.body ? {} : undefined });
      calls++;
      expectSecurityHeaders(anon.headers, label(d));
      if (anon.status !== 401) violations.push(`anonymous ${label(d)} -> ${anon.status}`);
      if (d.access.allow === 'authenticated') continue;
      for (const type of ALL_USER_TYPES) {
        if ((d.access.allow as readonly number[]).includes(type)) continue;
        const res = await clients.get(type)!.request(d.route.method, path, { body: d.route.body ? {} : undefined });
        calls++;
        if (res.status !== 403) violations.push(`type ${type} ${label(d)} -> ${res.status}`);
      }
    }
    expect(violations).toEqual([]);
    expect(calls).toBeGreaterThan(protectedRoutes.length);
  });
});

describe('audit and dispute routes (issue #46)', () => {
  /** Customers (8, 17), dealers (9) and the company's team and vehicles staff (18, 20): none may read or act on the audit. */
  const OUTSIDERS: readonly UserTypeId[] = [8, 9, 17, 18, 20];

  it('answer 403 to types 8, 9, 17, 18 and 20 on every one: the cases, the evidence, the bundle, the list of disputes, the payment page', async () => {
    const audit = endpointRegistry.filter((d) => d.route.path.startsWith('/audit/'));
    expect(audit.map(label)).toEqual(expect.arrayContaining([
      'GET /audit/disputes', 'GET /audit/payments/:paymentIntentId', 'GET /audit/subjects/:subjectId/disputes', 'PUT /audit/subjects/:subjectId/disputes/:disputeId/evidence',
      'POST /audit/subjects/:subjectId/disputes/:disputeId/submit', 'GET /audit/subjects/:subjectId/bundle', 'GET /audit/subjects/:subjectId/timeline',
    ]));
    const answers: string[] = [];
    for (const d of audit) {
      for (const type of OUTSIDERS) {
        const res = await clients.get(type)!.request(d.route.method, fillPath(d.route.path), { body: d.route.body ? {} : undefined });
        answers.push(`type ${type} ${label(d)} -> ${res.status}`);
      }
    }
    expect(answers.filter((a) => !a.endsWith('-> 403'))).toEqual([]);
    expect(answers).toHaveLength(audit.length * OUTSIDERS.length);
  });
});

describe('CSRF', () => {
  it('no state-changing route accepts a request without the matching CSRF header, or with a token of another session', async () => {
    const stateChanging = endpointRegistry.filter((d) => d.route.method !== 'GET' && d.access.csrf !== false);
    expect(stateChanging.length).toBeGreaterThan(5);
    const admin = clients.get(6)!;
    const other = clients.get(8)!;
    await other.get('/health');
    const foreignToken = decodeURIComponent(other.jar.get('XSRF-TOKEN')!);
    const accepted: string[] = [];
    for (const d of stateChanging) {
      const path = fillPath(d.route.path);
      const missing = await admin.request(d.route.method, path, { body: {}, csrf: false });
      if (missing.status !== 403 || missing.body?.code !== 'auth.csrf_failed') accepted.push(`no header ${label(d)} -> ${missing.status}`);
      const foreign = await admin.request(d.route.method, path, { body: {}, csrf: false, headers: { 'x-xsrf-token': foreignToken } });
      if (foreign.status !== 403 || foreign.body?.code !== 'auth.csrf_failed') accepted.push(`foreign token ${label(d)} -> ${foreign.status}`);
      const anon = await anonymous.request(d.route.method, path, { body: {}, csrf: false });
      if (anon.status !== 403) accepted.push(`anonymous without header ${label(d)} -> ${anon.status}`);
    }
    expect(accepted).toEqual([]);
  });
});

describe('state-changing GETs', () => {
  it('refuse requests a browser marks as cross-site (the CSRF pair covers unsafe methods only)', async () => {
    const gets = endpointRegistry.filter((d) => d.access.getChangesState);
    expect(gets.map(label)).toEqual(expect.arrayContaining(['GET /state/logout', 'GET /buy-online/vehicle-timer/set/:id']));
    for (const d of gets) {
      const res = await clients.get(6)!.request('GET', fillPath(d.route.path), { headers: { 'sec-fetch-site': 'cross-site' } });
      expect([label(d), res.status, res.body?.code]).toEqual([label(d), 403, 'auth.csrf_failed']);
    }
  });
});

describe('security headers', () => {
  it('are on API responses, errors, the web app and static files; HSTS outside localhost only', async () => {
    for (const path of ['/api/health', '/api/nope', '/en-ca/login', '/', '/api/docs']) {
      const res = await fetch(`${server.url}${path}`);
      expectSecurityHeaders(res.headers, path);
      expect([path, res.headers.get('strict-transport-security')]).toEqual([path, null]);
    }
    // fetch cannot set Host: ask with node:http as a browser on a production host name would.
    const hsts = await new Promise<string | undefined>((resolve, reject) => {
      const url = new URL(`${server.url}/api/health`);
      http.get({ host: url.hostname, port: url.port, path: url.pathname, headers: { host: 'shop.example.ca' } }, (res) => {
        res.resume();
        resolve(res.headers['strict-transport-security'] as string | undefined);
      }).on('error', reject);
    });
    expect(hsts).toMatch(/max-age=\d+/);
  });

  it('sets Secure cookies outside localhost only (the CSRF cookie, the session and device cookies of a sign-in)', async () => {
    const secure = (setCookies: string[], name: string) => cookieAttributes(setCookies, name)?.some((a) => /^Secure$/i.test(a));
    const local = await fetch(`${server.url}/api/health`);
    expect(secure(local.headers.getSetCookie(), 'XSRF-TOKEN')).toBe(false);

    const { email } = await userOfType(server, 2);
    const first = await rawRequest('GET', '/api/health', { host: 'shop.example.ca' });
    expect(secure(first.setCookies, 'XSRF-TOKEN')).toBe(true);
    const xsrf = /^XSRF-TOKEN=([^;]+)/.exec(first.setCookies.find((c) => c.startsWith('XSRF-TOKEN='))!)![1];
    const signIn = await rawRequest('POST', '/api/user/login', {
      host: 'shop.example.ca', 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': decodeURIComponent(xsrf),
    }, JSON.stringify({ UserName: email, Password: PASSWORD, RememberMe: true }));
    expect(signIn.status).toBe(200);
    expect(['User.Token', 'User.Device', 'XSRF-TOKEN'].map((name) => [name, secure(signIn.setCookies, name)])).toEqual([
      ['User.Token', true], ['User.Device', true], ['XSRF-TOKEN', true],
    ]);
    expect(signIn.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('keeps API responses out of caches', async () => {
    expect((await fetch(`${server.url}/api/health`)).headers.get('cache-control')).toBe('no-store');
  });
});
