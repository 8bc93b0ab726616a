import type { z } from 'zod';
import { endpointRegistry, type EndpointDefinition } from '../../../apps/server/src/platform/http/endpoint';
import { startTestServer, type TestServer } from '../../support/server';
import { Client } from '../../support/http-client';
import { userOfType } from './support';

jest.setTimeout(180_000);

let server: TestServer;
let admin: Client;
let adminId: string;
beforeAll(async () => {
  server = await startTestServer();
  ({ client: admin, userId: adminId } = await userOfType(server, 6));
});
afterAll(async () => {
  await server?.stop();
});

const identityRoutes = () => endpointRegistry.filter((e) => e.route.tags?.some((t) => t.startsWith('identity')));
const unsafe = (e: EndpointDefinition) => e.route.method !== 'GET';

function unwrap(schema: z.ZodType): z.ZodType {
  let s: any = schema;
  while (['optional', 'default', 'nullable', 'prefault'].includes(s._zod.def.type)) s = s._zod.def.innerType;
  return s;
}

function fieldsOf(schema: z.ZodType | undefined): [string, string][] {
  if (!schema) return [];
  const s: any = unwrap(schema);
  if (s._zod.def.type !== 'object') return [];
  return Object.entries(s._zod.def.shape as Record<string, z.ZodType>).map(([name, f]) => [name, (unwrap(f) as any)._zod.def.type]);
}

const MISTYPED: Record<string, unknown> = { string: 12345, number: 'abc', boolean: 'yes', array: 'not-a-list', enum: 'zzz', object: 5, literal: 'zzz', union: {} };

async function writes() {
  const { rows } = await server.infra.pool.query(`select
    (select count(*) from eventstore.events)::int as events,
    (select count(*) from identity.sessions)::int as sessions,
    (select count(*) from identity.login_tokens)::int as tokens`);
  return rows[0];
}

const expectProblem = (res: { status: number; body: any }, label: string) => {
  expect({ label, family: Math.floor(res.status / 100), hasCode: typeof res.body?.code === 'string' }).toEqual({ label, family: 4, hasCode: true });
};

describe('route inventory', () => {
  it('declares every identity route with an access rule and documents it in OpenAPI', async () => {
    const routes = identityRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(30);
    for (const r of routes) expect(r.access.allow).toBeDefined();
    const doc = (await (await fetch(`${server.url}/api/docs/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const documented = (path: string) => `/api${path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
    for (const r of routes) expect(doc.paths[documented(r.route.path)]?.[r.route.method.toLowerCase()]).toBeDefined();
  });
});

describe('CSRF on every state-changing identity route', () => {
  it('refuses each one (403 auth.csrf_failed) without the X-XSRF-TOKEN header, or with one that does not match, and writes nothing', async () => {
    const before = await writes();
    const routes = identityRoutes().filter(unsafe);
    expect(routes.length).toBeGreaterThanOrEqual(18);
    for (const r of routes) {
      const missing = await admin.request(r.route.method, r.route.path, { body: {}, csrf: false });
      expect({ path: r.route.path, status: missing.status, code: missing.body.code }).toEqual({ path: r.route.path, status: 403, code: 'auth.csrf_failed' });
      const mismatched = await admin.request(r.route.method, r.route.path, { body: {}, csrf: false, headers: { 'x-xsrf-token': 'abc.def' } });
      expect({ path: r.route.path, status: mismatched.status }).toEqual({ path: r.route.path, status: 403 });
    }
    // A token minted for an anonymous visitor is worthless once signed in.
    const anonymous = new Client(server);
    await anonymous.get('/health');
    const stale = await admin.post('/user/update-user-self', { body: { FirstName: 'x' }, csrf: false, headers: { 'x-xsrf-token': decodeURIComponent(anonymous.jar.get('XSRF-TOKEN')!), cookie: `User.Token=${admin.token}; XSRF-TOKEN=${anonymous.jar.get('XSRF-TOKEN')}` }, cookies: false });
    expect(stale.status).toBe(403);
    expect(await writes()).toEqual(before);
  });
});

describe('bad input', () => {
  it('every malformed, mistyped or oversized body gets a 4xx with a stable code and the field path; nothing is written', async () => {
    const before = await writes();
    let checkedFields = 0;
    for (const r of identityRoutes().filter((e) => e.route.body)) {
      const label = `${r.route.method} ${r.route.path}`;
      // Malformed JSON and oversized bodies are refused by the platform before identity code runs (its codes).
      const malformed = await admin.request(r.route.method, r.route.path, { rawBody: '{"broken": ' });
      expectProblem(malformed, `${label} malformed`);
      expect({ label, status: malformed.status }).toEqual({ label, status: 400 });
      expectProblem(await admin.request(r.route.method, r.route.path, { body: ['an', 'array'] }), `${label} array`);
      expectProblem(await admin.request(r.route.method, r.route.path, { body: 'text' }), `${label} string`);
      const unknown = await admin.request(r.route.method, r.route.path, { body: { NotAField: 1 } });
      expectProblem(unknown, `${label} unknown field`);
      expect(unknown.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'body.NotAField', code: 'unknown_field' })]));
      for (const [field, kind] of fieldsOf(r.route.body)) {
        checkedFields += 1;
        const mistyped = await admin.request(r.route.method, r.route.path, { body: { [field]: MISTYPED[kind] ?? null } });
        expectProblem(mistyped, `${label} ${field} mistyped`);
        expect({ label, field, paths: (mistyped.body.errors ?? []).map((e: any) => e.path).includes(`body.${field}`) }).toEqual({ label, field, paths: true });
        if (kind === 'string') {
          const huge = await admin.request(r.route.method, r.route.path, { body: { [field]: 'x'.repeat(5000) } });
          expectProblem(huge, `${label} ${field} oversized`);
          expect({ label, field, paths: (huge.body.errors ?? []).map((e: any) => e.path).includes(`body.${field}`) }).toEqual({ label, field, paths: true });
        }
      }
      const tooLarge = await admin.request(r.route.method, r.route.path, { rawBody: JSON.stringify({ Email: 'x'.repeat(2 * 1024 * 1024) }) });
      expectProblem(tooLarge, `${label} too large`);
      expect({ label, status: tooLarge.status }).toEqual({ label, status: 413 });
      const wrongType = await admin.request(r.route.method, r.route.path, { rawBody: 'Email=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expectProblem(wrongType, `${label} form-encoded`);
    }
    expect(checkedFields).toBeGreaterThanOrEqual(60);
    expect(await writes()).toEqual(before);
  });

  it('every mistyped or oversized query parameter gets a 4xx with its path; nothing is written', async () => {
    const before = await writes();
    let checkedFields = 0;
    for (const r of identityRoutes().filter((e) => e.route.query)) {
      const label = `${r.route.method} ${r.route.path}`;
      for (const [field, kind] of fieldsOf(r.route.query)) {
        checkedFields += 1;
        const variants: string[] = [`${field}=a&${field}=b`, `${field}=${'9'.repeat(3000)}`];
        if (kind === 'number') variants.push(`${field}=abc`, `${field}=-5`, `${field}=1.5`);
        if (kind === 'string' && field === 'userId') variants.push(`${field}=not-a-uuid`);
        if (kind === 'enum') variants.push(`${field}=maybe`);
        for (const qs of variants) {
          const res = await admin.request(r.route.method, `${r.route.path}?${qs}`, r.route.body ? { body: {} } : {});
          expectProblem(res, `${label} ?${qs.slice(0, 30)}`);
          expect({ label, qs: qs.slice(0, 30), hasPath: (res.body.errors ?? []).some((e: any) => e.path === `query.${field}`) })
            .toEqual({ label, qs: qs.slice(0, 30), hasPath: true });
        }
      }
    }
    expect(checkedFields).toBeGreaterThanOrEqual(15);
    expect(await writes()).toEqual(before);
    // The admin is still who they were (impersonation was never started by a bad query).
    expect((await admin.get('/user/current')).body.User_Guid).toBe(adminId);
  });

  it('domain rules report their field: registration with a bad phone, postal code or date of birth writes nothing', async () => {
    const before = await writes();
    const base = { Email: 'valid.person@mail.marketplace.ca', Password: 'Long-enough-1' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ Phone: '12' }, 'body.Phone', 'identity.phone_invalid'],
      [{ PostalCode: 'ZZZ' }, 'body.PostalCode', 'identity.postal_code_invalid'],
      [{ DateOfBirth: '1990-13-40' }, 'body.DateOfBirth', 'identity.date_of_birth_invalid'],
      [{ Language_Id: 9 }, 'body.Language_Id', 'identity.language_unknown'],
      [{ Email: '', ConfirmByEmail: true }, 'body.Email', 'identity.email_required'],
      [{ Email: '', ConfirmByEmail: false, ConfirmByPhone: true, Username: 'someone' }, 'body.Phone', 'identity.phone_required'],
      [{ Addresses: [{ PostalCode: '123' }] }, 'body.Addresses.0.PostalCode', 'identity.postal_code_invalid'],
    ];
    for (const [over, path, code] of cases) {
      const res = await new Client(server).post('/user/register', { body: { ...base, ...over } });
      expect({ path, status: res.status, code: res.body.code, errors: res.body.errors?.map((e: any) => e.path) }).toEqual({ path, status: 400, code, errors: [path] });
    }
    expect(await writes()).toEqual(before);
  });
});
