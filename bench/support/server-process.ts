import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { serverNodeArgs } from '../../apps/server/server-node-args';
import { CONTROL_APPLICATION_NAME } from '../../apps/server/src/platform/projections/projection-runner';
import { adminUrl } from '../../tests/support/database';
import { freePort } from '../../tests/support/private-services';

const root = path.resolve(__dirname, '../..');

/** Secrets every bench server shares (a database prepared by an in-process server stays readable by the build). */
export const BENCH_SECRETS = {
  SESSION_SECRET: 'bench-secret-bench-secret-bench-secret!!',
  // Production mode pays nothing without Stripe keys; the benches' purchases pay with the Stripe stand-in
  // (global setup starts it and sets STRIPE_STANDIN_URL, which the server process inherits).
  STRIPE_LOCAL_IN_PRODUCTION: 'true',
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  PUBLIC_URL: 'http://localhost:3000',
  // No SMTP server in the benches: production sends no email rather than refusing to boot.
  MAIL_DISABLED_IN_PRODUCTION: 'true',
  CREDIT_BUREAU: 'simulated',
} as const;

/**
 * The server's own node flags (as in production) and `BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'`: extra flags
 * for the server process (to profile a bench). `BENCH_SERVER_STDOUT=/tmp/server.log` keeps the server's standard output
 * (for flags that print there, such as `--trace-gc`).
 */
export const benchNodeArgs = () => [...serverNodeArgs(), ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean)];

export async function waitUntil(what: string, ms: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export interface ServerProcess {
  readonly base: string;
  readonly pid: number;
  /** Resident set size now, from /proc (MB). */
  rssMb(): number;
  stop(): Promise<void>;
}

/**
 * The production build (apps/server/dist/main.js) in a process of its own over `databaseUrl`, answering health:
 * what the benches measure, so that the load generator and Jest's heap never count as the server's latency.
 */
export async function startServerProcess(databaseUrl: string, env: Record<string, string> = {}, nodeArgs: string[] = benchNodeArgs()): Promise<ServerProcess> {
  const main = path.join(root, 'apps/server/dist/main.js');
  if (!existsSync(main)) throw new Error('apps/server/dist/main.js is missing: run `npm run bench` (it builds first)');
  // A port the system just handed out (a random one in a fixed range once collided with another server of the run).
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const stdout = process.env.BENCH_SERVER_STDOUT ? openSync(process.env.BENCH_SERVER_STDOUT, 'a') : 'ignore';
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, main], {
    cwd: root, stdio: ['ignore', stdout, 'pipe'],
    env: {
      ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn',
      RUN_TIMERS: 'false', ...BENCH_SECRETS, ...env,
    },
  });
  if (typeof stdout === 'number') closeSync(stdout); // the child holds its own copy
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4000);
  });
  const exited = new Promise((r) => child.once('exit', r));
  let lastAnswer = 'no answer yet';
  try {
    await waitUntil('the server', 120_000, async () => {
      if (child.exitCode !== null) return true; // gave up: said below
      const res = await fetch(`${base}/api/health`);
      lastAnswer = `${res.status} ${await res.text()}`;
      return res.ok;
    });
    if (child.exitCode !== null) throw new Error('the server exited while starting');
  } catch (error) {
    // Never leave a half-started server behind (it would hold its port and database connections for the next bench).
    if (child.exitCode === null) child.kill('SIGKILL');
    await exited;
    throw new Error(`${(error as Error).message}; exit code ${child.exitCode}, last health answer: ${lastAnswer}; stderr: ${stderr || '(none)'}`);
  }
  return {
    base,
    pid: child.pid!,
    rssMb: () => Number(readFileSync(`/proc/${child.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)![1]) / 1024,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Resolves once `server` leads the projections: its control connection (`application_name` names its process id)
 * holds the leader's advisory lock. A bench that hands the projections to the measured process waits for this.
 */
export async function waitUntilLeading(databaseUrl: string, server: ServerProcess): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await waitUntil('the server process to lead the projections', 30_000, async () => (await client.query(
      `select 1 from pg_locks l join pg_stat_activity a on a.pid = l.pid
        where l.locktype = 'advisory' and l.granted and a.application_name = $1`,
      [`${CONTROL_APPLICATION_NAME}${server.pid}`],
    )).rowCount! > 0);
  } finally {
    await client.end();
  }
}

/** Drops a database a bench kept after its in-process server closed. */
export async function dropDatabase(databaseUrl: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`);
  } finally {
    await client.end();
  }
}

/**
 * The production build's support CLI (`npm run projections -- …`, apps/server/dist/tools/cli.js) over `databaseUrl`, in a
 * process of its own: what an operator runs. Resolves with its standard output; rejects with its standard error.
 */
export async function runCli(databaseUrl: string, args: readonly string[]): Promise<string> {
  const cli = path.join(root, 'apps/server/dist/tools/cli.js');
  if (!existsSync(cli)) throw new Error('apps/server/dist/tools/cli.js is missing: run `npm run bench` (it builds first)');
  const child = spawn(process.execPath, [...benchNodeArgs(), cli, ...args], {
    cwd: root, stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', ...BENCH_SECRETS },
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => { stdout += chunk.toString('utf8'); });
  child.stderr!.on('data', (chunk: Buffer) => { stderr = (stderr + chunk.toString('utf8')).slice(-4000); });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`cli ${args.join(' ')}: exit code ${code}; stderr: ${stderr || '(none)'}`);
  return stdout;
}
