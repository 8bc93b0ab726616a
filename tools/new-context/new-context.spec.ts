import { execFile, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { checkContext } from '../architecture/module-shape';

/**
 * `npm run new:context` in a temporary copy of the repository (sources only; node_modules are symlinked): the
 * generated context typechecks with the rest of the code (server, libs, web), passes lint, its unit specs pass, and
 * its messages match what Lingui extracts. Its integration test needs PostgreSQL: docs/adding-a-context.md runs it.
 */
const root = path.resolve(__dirname, '../..');
const SKIP = new Set(['node_modules', '.git', '.nx', 'dist', '.data', 'coverage', 'artifacts', 'results']);
const NAME = 'demo-thing';
const GENERATED = [
  `apps/server/src/modules/${NAME}`, `libs/domain/src/${NAME}`, `libs/contracts/src/${NAME}`, `apps/web/src/features/${NAME}`,
  `apps/web/src/routes/$lang/customer/${NAME}.tsx`,
];
const bin = (p: string) => path.join(root, 'node_modules', p);
const run = promisify(execFile);
/** Compilers on a busy two-core machine: generous, since a slow run is not a failure. */
const SLOW = 900_000;
let workspace: string;

/** Runs a node script in the copy; resolves with its output, rejects with it (so a failure shows the compiler's words). */
async function node(script: string, args: string[], cwd = workspace) {
  try {
    return await run(process.execPath, [script, ...args], { cwd, env: { ...process.env, FORCE_COLOR: '0', NX_DAEMON: 'false' }, maxBuffer: 32 * 1024 * 1024 });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${path.basename(script)} ${args.join(' ')} failed:\n${e.stdout ?? ''}\n${e.stderr ?? e.message}`);
  }
}

function generate(...args: string[]) {
  return spawnSync(process.execPath, ['tools/new-context/new-context.mjs', ...args], { cwd: workspace, encoding: 'utf8' });
}

beforeAll(() => {
  workspace = mkdtempSync(path.join(os.tmpdir(), 'new-context-'));
  cpSync(root, workspace, { recursive: true, filter: (source) => !SKIP.has(path.basename(source)) });
  for (const dir of ['', 'apps/server', 'apps/web']) {
    if (existsSync(path.join(root, dir, 'node_modules'))) symlinkSync(path.join(root, dir, 'node_modules'), path.join(workspace, dir, 'node_modules'), 'dir');
  }
  const result = generate(NAME, '--title', 'Demo things', '--title-fr', 'Trucs de démo');
  if (result.status !== 0) throw new Error(`the generator failed:\n${result.stdout}\n${result.stderr}`);
}, 120_000);

afterAll(() => {
  if (workspace) rmSync(workspace, { recursive: true, force: true });
});

describe('npm run new:context', () => {
  it('writes the context in the agreed shape and registers it once, in app.registry.ts', () => {
    for (const p of [
      ...GENERATED,
      `apps/server/src/modules/${NAME}/commands/create-${NAME}/create-${NAME}.handler.ts`,
      `apps/server/src/modules/${NAME}/queries/get-${NAME}-list/${NAME}-list.projection.ts`,
      `apps/server/src/modules/${NAME}/commands/create-${NAME}/create-${NAME}.int-spec.ts`,
      `apps/server/src/modules/${NAME}/integration-events/${NAME}.translator.ts`,
      `apps/server/src/modules/${NAME}/integration-events/erased-owners.consumer.ts`,
      `apps/server/src/modules/${NAME}/process/expire-${NAME}/expire-${NAME}.timer.ts`,
      `libs/contracts/src/${NAME}/events.ts`,
    ]) {
      expect([p, existsSync(path.join(workspace, p))]).toEqual([p, true]);
    }
    const registry = readFileSync(path.join(workspace, 'apps/server/src/app.registry.ts'), 'utf8');
    expect(registry.match(/demoThingRegistration/g)).toHaveLength(2);
    expect(readFileSync(path.join(workspace, 'apps/server/src/app.module.ts'), 'utf8')).not.toContain('demo');
    const french = readFileSync(path.join(workspace, 'apps/web/src/locales/fr-ca/messages.po'), 'utf8');
    expect(french).toContain('msgid "Demo things"\nmsgstr "Trucs de démo"');
  });

  it('keeps the one module shape (ADR 0071): the architecture check finds nothing to say', () => {
    expect(checkContext(path.join(workspace, `apps/server/src/modules/${NAME}`), NAME)).toEqual([]);
  });

  it('refuses a name that is not kebab-case, and one that exists', () => {
    expect(generate('DemoThing')).toMatchObject({ status: 1, stderr: expect.stringContaining('kebab-case') });
    expect(generate(NAME)).toMatchObject({ status: 1, stderr: expect.stringContaining('exists already') });
    expect(generate('purchase')).toMatchObject({ status: 1, stderr: expect.stringContaining('exists already') });
  });

  it('typechecks with the server, the libraries and the web app', async () => {
    await Promise.all([
      node(bin('typescript/bin/tsc'), ['-p', 'apps/server/tsconfig.json', '--noEmit']),
      node('scripts/generate-route-tree.mjs', [], path.join(workspace, 'apps/web'))
        .then(() => node(bin('typescript/bin/tsc'), ['-p', 'apps/web/tsconfig.json', '--noEmit'])),
    ]);
  }, SLOW);

  it('passes lint', async () => {
    await node(bin('eslint/bin/eslint.js'), ['--max-warnings=0', ...GENERATED, 'apps/server/src/app.registry.ts']);
  }, SLOW);

  it('passes its own unit specs: the decider given/when/then, the projection evolve, the translator, the expiry process', async () => {
    const { stderr } = await node(bin('jest/bin/jest.js'), ['--selectProjects', 'unit', '--testPathPatterns', NAME, '--ci']);
    expect(stderr).toMatch(/Test Suites:\s+4 passed, 4 total/);
    expect(stderr).toMatch(/Tests:\s+10 passed, 10 total/);
  }, SLOW);

  it("adds the page's messages to both catalogs exactly as Lingui extracts them, translated", async () => {
    await node(bin('vitest/vitest.mjs'), ['run', 'tests/catalogs.test.ts'], path.join(workspace, 'apps/web'));
  }, SLOW);
});
