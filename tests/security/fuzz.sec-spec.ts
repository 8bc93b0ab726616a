import fc from 'fast-check';
import { Client } from '../support/http-client';
import { userOfType } from '../api/identity/support';
import { startTestServer, type TestServer } from '../support/server';

/**
 * Issue #7: every operation of /api/docs/openapi.json gets generated malformed inputs (fast-check): wrong types,
 * unknown fields, huge and odd strings, malformed text (issue #17: lone UTF-16 surrogates in values and keys, invalid UTF-8
 * in path segments), arbitrary JSON, odd path segments. 0 responses 5xx; every 4xx is a problem
 * detail with a stable code. Calls are made as a super admin (so validation is reached behind the access rules);
 * public operations last, since they include logout and throttled sign-in routes.
 */
const RUNS = Number(process.env.SECURITY_FUZZ_RUNS ?? 200);

let server: TestServer;
let admin: Client;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await userOfType(server, 6)).client;
});
afterAll(async () => {
  await server?.stop();
});

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyProps: string[] | null;
  isPublic: boolean;
}

/** Text that is not well-formed Unicode: lone surrogates alone, inside text, reversed, half an emoji; any UTF-16 code units. */
const malformedText = fc.oneof(
  fc.constantFrom('\ud800', 'Hon\ud800da', '\udc00', 'a\udfffb', '\udfff\ud800', '😀'.slice(0, 1), 'x'.repeat(50) + '\udbff', '\ud800\u0000'),
  fc.string({ unit: 'binary', maxLength: 30 }),
);
const oddString = fc.oneof(
  fc.string(), fc.string({ minLength: 300, maxLength: 3000 }), fc.constantFrom('', ' ', '-1', '0', '1e309', 'NaN', 'null', 'true', '[]', '{}',
    '../../etc/passwd', '%00', '\u0000', '<script>alert(1)</script>', "' or 1=1 --", '9'.repeat(40), '2026-02-30', '😀'.repeat(50)),
  fc.integer().map(String), fc.double().map(String), malformedText,
);
const oddValue = fc.oneof(oddString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.jsonValue(), { maxLength: 5 }),
  fc.dictionary(fc.oneof(fc.string({ maxLength: 10 }), malformedText), fc.jsonValue(), { maxKeys: 5 }));

/** A path segment; one that is not well-formed text goes as the UTF-8 bytes of a surrogate (invalid UTF-8), as a raw client could send. */
const segment = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

function bodyFor(op: Operation) {
  const props = op.bodyProps ?? [];
  return fc.oneof(
    fc.jsonValue(),
    props.length ? fc.record(Object.fromEntries(props.map((p) => [p, oddValue])), { requiredKeys: [] }) : fc.dictionary(fc.string(), oddValue),
    props.length ? fc.record({ ...Object.fromEntries(props.map((p) => [p, oddValue])), __unknown_field__: oddValue }) : fc.constant('not an object'),
  ).map((v) => JSON.stringify(v) ?? 'null');
}

const input = (op: Operation) => fc.record({
  path: fc.tuple(...op.pathParams.map(() => oddString), fc.constant('')),
  query: fc.dictionary(fc.constantFrom(...op.queryParams, 'unexpected'), oddString, { maxKeys: op.queryParams.length + 1 }),
  body: op.method === 'GET' ? fc.constant(undefined) : bodyFor(op),
});

function operations(doc: any): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries<any>(doc.paths)) {
    for (const [method, spec] of Object.entries<any>(methods)) {
      const params: any[] = spec.parameters ?? [];
      const schema = spec.requestBody?.content?.['application/json']?.schema;
      ops.push({
        method: method.toUpperCase(), path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        bodyProps: schema?.properties ? Object.keys(schema.properties) : null,
        isPublic: spec['x-allowed'] === 'public',
      });
    }
  }
  return ops.sort((a, b) => Number(a.isPublic) - Number(b.isPublic));
}

it(`survives ${RUNS} malformed inputs per operation without a 5xx, answering problem details`, async () => {
  const doc = await (await fetch(`${server.url}/api/docs/openapi.json`)).json();
  const ops = operations(doc).filter((op) => !op.path.startsWith('/api/docs'));
  expect(ops.length).toBeGreaterThan(10);
  const failures: string[] = [];
  let requests = 0;
  for (const op of ops) {
    await fc.assert(fc.asyncProperty(input(op), async ({ path, query, body }) => {
      let i = 0;
      const url = op.path.replace(/^\/api/, '').replace(/\{[^}]+\}/g, () => segment(path[i++] || 'x'));
      const res = await admin.request(op.method, url, { query, rawBody: body });
      requests++;
      if (res.status === 401 && !op.isPublic) admin = (await userOfType(server, 6)).client; // a fuzzed logout ended the session
      const problemOk = res.status < 400 || (res.headers.get('content-type')?.includes('application/problem+json') && typeof res.body?.code === 'string' && res.body.code.length > 0);
      if (res.status >= 500 || !problemOk) {
        failures.push(`${op.method} ${url} ${JSON.stringify(query).slice(0, 200)} ${String(body).slice(0, 200)} -> ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
        return false;
      }
      return true;
    }), { numRuns: RUNS, endOnFailure: true }).catch(() => undefined);
  }
  expect(failures).toEqual([]);
  expect(requests).toBeGreaterThanOrEqual(ops.length * Math.min(RUNS, 10));
  // Every operation gets RUNS requests: the bound grows with the API (about 250 operations), not with the machine's luck.
}, 15 * 60_000);
