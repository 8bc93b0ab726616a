import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { pollUntil, pollUntilEnough } from '../support/poll';
import { freePort, serverBuildExists } from '../support/private-services';

/**
 * `npm start` as a new user runs it (issue #10): the real start script against a fresh data folder, with the embedded
 * PostgreSQL and a private redis-server. Started, stopped with Ctrl-C, started again, killed with -9 (the whole
 * process group), started again: healthy each time, the demo data never doubled, nothing left running at the end.
 */
const ROOT = path.resolve(__dirname, '../..');
jest.setTimeout(6 * 60_000);

interface Started {
  readonly child: ChildProcess;
  readonly output: () => string;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'marketplace-start-'));
let port = 0;

function env(): NodeJS.ProcessEnv {
  // A new user has neither DATABASE_URL nor REDIS_URL: the start script brings up its own services.
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...rest } = process.env;
  return { ...rest, MARKETPLACE_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
}

/** `npm start` in a process group of its own, as a terminal would run it. */
function start(): Started {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], { cwd: ROOT, env: env(), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  return { child, output: () => output };
}

async function waitHealthy(started: Started, timeoutMs: number): Promise<number> {
  const began = Date.now();
  await pollUntil(async () => {
    if (started.child.exitCode !== null) throw new Error(`npm start exited with ${started.child.exitCode}:\n${started.output()}`);
    return fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.status === 200, () => false);
  }, timeoutMs, { everyMs: 250, what: 'npm start healthy' }).catch((e: Error) => {
    throw new Error(`${e.message}:\n${started.output()}`);
  });
  return Date.now() - began;
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Command lines of every running process (Linux /proc). */
function processes(): { pid: number; cmdline: string }[] {
  const found: { pid: number; cmdline: string }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      found.push({ pid: Number(entry), cmdline: readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ').trim() });
    } catch {
      /* exited meanwhile */
    }
  }
  return found;
}

function runtime(): { DATABASE_URL: string; REDIS_URL: string } {
  return JSON.parse(readFileSync(path.join(dataDir, 'runtime.json'), 'utf8'));
}

/** Our PostgreSQL (its data folder is on the command line) and our redis-server (it names its port). */
function leftovers(redisPort: string) {
  return processes().filter((p) => p.cmdline.includes(dataDir) || p.cmdline === `/usr/bin/redis-server 127.0.0.1:${redisPort}` || p.cmdline.endsWith(`redis-server 127.0.0.1:${redisPort}`));
}

async function waitNoLeftovers(redisPort: string, timeoutMs = 15_000) {
  return pollUntilEnough(() => leftovers(redisPort), (left) => left.length === 0, timeoutMs, { everyMs: 100 });
}

const describeBuilt = serverBuildExists() ? describe : describe.skip;
if (!serverBuildExists()) console.warn('npm-start.rel-spec skipped: run `npm run build` first (npm test does)');

describeBuilt('npm start, again and again', () => {
  let running: Started | null = null;

  beforeAll(async () => {
    port = await freePort();
  });

  afterAll(async () => {
    if (running && running.child.exitCode === null) {
      process.kill(-running.child.pid!, 'SIGINT');
      await exited(running.child);
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts, restarts after Ctrl-C and after kill -9, never doubles the demo data, and leaves nothing running', async () => {
    // 1. First start on a fresh data folder: initdb, migrate, seed.
    running = start();
    await waitHealthy(running, 5 * 60_000);
    process.kill(-running.child.pid!, 'SIGINT');
    expect(await exited(running.child)).toBe(0);
    const redisPort = new URL(runtime().REDIS_URL).port;
    expect(await waitNoLeftovers(redisPort)).toEqual([]);

    // 2. Second start (the one that used to hang): healthy within 60 s.
    running = start();
    await waitHealthy(running, 60_000);
    expect(running.output()).toContain('Demo catalogue: 150 vehicles (0 added now)');

    // 3. kill -9 of the whole process group, then a third start: healthy within 60 s.
    process.kill(-running.child.pid!, 'SIGKILL');
    await exited(running.child);
    running = start();
    await waitHealthy(running, 60_000);

    // Nothing doubled: 150 demo vehicles listed, 7 demo users.
    const client = new Client({ connectionString: runtime().DATABASE_URL });
    await client.connect();
    try {
      const count = async (q: string) => Number((await client.query<{ n: string }>(q)).rows[0].n);
      expect(await count(`select count(*) as n from eventstore.streams where stream_id like 'vehicle-%'`)).toBe(150);
      expect(await count('select count(*) as n from catalog.vehicle_listings')).toBe(150);
      expect(await count('select count(*) as n from identity.users')).toBe(7);
    } finally {
      await client.end();
    }
    const inventory = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(inventory.status).toBe(200);

    // Ctrl-C: the server, PostgreSQL and redis-server all stop; no process of this start is left.
    const finalRedisPort = new URL(runtime().REDIS_URL).port;
    process.kill(-running.child.pid!, 'SIGINT');
    expect(await exited(running.child)).toBe(0);
    expect(await waitNoLeftovers(finalRedisPort)).toEqual([]);
    expect(running.output()).not.toMatch(/FATAL|57P01|Error:/);
  });

  it('fails within seconds, naming the port, when PORT stays busy (a run killed a moment ago gets 5 s to let it go)', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      const began = Date.now();
      running = start();
      expect(await exited(running.child)).toBe(1);
      expect(Date.now() - began).toBeLessThan(15_000);
      expect(running.output()).toContain(`Port ${port} is already in use`);
    } finally {
      await new Promise((r) => blocker.close(r));
    }
  });
});
