import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { startTestServer, type TestServer } from '../../support/server';

const run = promisify(execFile);
const ROOT = resolve(__dirname, '../../..');
const bin = (name: string) => join(ROOT, 'node_modules/.bin', name);

let server: TestServer;
let dir: string;
let doc: any;
const specFile = () => join(dir, 'openapi.json');

// As deployed: the public URL is the site's own (a document pointing at localhost is a development one, and redocly's
// recommended rules say so).
const PUBLIC_URL = 'https://marketplace.test';

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL });
  dir = await mkdtemp(join(tmpdir(), 'openapi-'));
  doc = await (await fetch(`${server.url}/api/docs/openapi.json`)).json();
  await writeFile(specFile(), JSON.stringify(doc));
});
afterAll(async () => {
  await server.stop();
  await rm(dir, { recursive: true, force: true });
});

const operations = () =>
  Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));

describe('OpenAPI document fit for partners (issue 14 item 6)', () => {
  it('names every operation once, declares its security from the route access, and its server', () => {
    const ids = operations().map((o) => o.op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const health = doc.paths['/api/health'].get;
    expect(health.security).toEqual([]);
    const leads = doc.paths['/api/company/get-leads'].get;
    expect(leads.security).toEqual([{ sessionCookie: [] }, { bearer: [] }]);
    expect(leads['x-allowed']).toEqual(expect.arrayContaining([9, 18]));
    for (const { op } of operations()) expect(op.security).toEqual(op['x-allowed'] === 'public' ? [] : [{ sessionCookie: [] }, { bearer: [] }]);
    expect(doc.servers).toEqual([{ url: PUBLIC_URL, description: expect.any(String) }]);
    expect(doc.info.license).toEqual({ name: expect.any(String), url: `${PUBLIC_URL}/en-ca/terms-and-conditions` });
  });

  it('passes `redocly lint` with the recommended rules: no error, no warning', async () => {
    // The one exemption: a browser redirect (the social sign-in start and callback, 302) has no 2XX answer by design.
    // Only operations documented with a 3XX status are exempt, each listed in redocly's ignore file by its pointer.
    const redirects = operations().filter(({ op }) => Object.keys(op.responses).some((code) => /^3\d\d$/.test(code)));
    expect(redirects.map((r) => r.path).sort()).toEqual(['/api/auth/{provider}/callback', '/api/auth/{provider}/start']);
    const pointer = (r: { path: string; method: string }) => `'#/paths/${r.path.replace(/~/g, '~0').replace(/\//g, '~1')}/${r.method}/responses'`;
    await writeFile(join(dir, '.redocly.lint-ignore.yaml'), `openapi.json:\n  operation-2xx-response:\n${redirects.map((r) => `    - ${pointer(r)}\n`).join('')}`);
    const { stdout, stderr } = await run(bin('redocly'), ['lint', specFile(), '--extends', 'recommended', '--format', 'json'], {
      cwd: dir, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }, maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout: string; stderr: string }) => error);
    const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string; location: { pointer: string }[] }[] };
    const problems = report.problems.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect({ totals: report.totals, problems: problems.slice(0, 20) }).toEqual({ totals: expect.objectContaining({ errors: 0, warnings: 0 }), problems: [] });
    expect(stderr).not.toMatch(/error/i);
  }, 120_000);

  it('generates a TypeScript client with openapi-typescript that compiles with tsc', async () => {
    const types = join(dir, 'api.d.ts');
    await run(process.execPath, [join(ROOT, 'node_modules/openapi-typescript/bin/cli.js'), specFile(), '-o', types], { cwd: dir });
    const generated = await readFile(types, 'utf8');
    expect(generated).toContain('getCompanyGetLeads');
    // A partner's client over the generated types: typed paths, query and answers.
    await writeFile(join(dir, 'client.ts'), `import type { paths, operations } from './api';
type Leads = operations['getCompanyGetLeads']['responses'][200]['content']['application/json'];
type Health = paths['/api/health']['get']['responses'][200]['content']['application/json'];
export async function leads(base: string, cookie: string): Promise<Leads> {
  const res = await fetch(base + '/api/company/get-leads', { headers: { cookie } });
  return (await res.json()) as Leads;
}
export const healthy = (h: Health): boolean => h.postgres === 'up';
`);
    await writeFile(join(dir, 'tsconfig.json'), JSON.stringify({
      compilerOptions: { strict: true, noEmit: true, target: 'es2022', module: 'nodenext', moduleResolution: 'nodenext', lib: ['es2022', 'dom'], skipLibCheck: false, types: [] },
      files: ['client.ts', 'api.d.ts'],
    }));
    const tsc = await run(bin('tsc'), ['-p', join(dir, 'tsconfig.json')], { cwd: dir }).catch((error: { stdout: string }) => error);
    expect(tsc.stdout).toBe('');
  }, 120_000);
});
