import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverNodeArgs } from '../../apps/server/server-node-args';
import { createTestDatabase, dropDatabase } from '../../tests/support/database';
import { freePort } from '../../tests/support/private-services';
import { QUICK, record } from '../support/report';
import { BENCH_SECRETS } from '../support/server-process';

/** Issue #2: resident memory of the production build after boot, against a bare Node process measured the same way. */
const root = path.resolve(__dirname, '../..');

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/)![1]) / 1024;
}

async function measure(args: string[], env: Record<string, string>, ready: () => Promise<boolean>): Promise<number> {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore' });
  try {
    for (let i = 0; i < 300 && !(await ready()); i++) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, QUICK ? 500 : 2000)); // let boot-time garbage settle (quick mode: a moment)
    return rssMb(child.pid!);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

it('server resident memory after boot', async () => {
  const database = await createTestDatabase();
  try {
    const port = await freePort();
    const server = await measure([...serverNodeArgs(), 'apps/server/dist/main.js'], {
      NODE_ENV: 'production', PORT: String(port), DATABASE_URL: database.url, LOG_LEVEL: 'warn',
      ...BENCH_SECRETS,
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    }, async () => fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false));
    const bare = await measure(['-e', 'setInterval(() => {}, 1000)'], {}, async () => true);
    record({
      id: 'server.rss.after-boot', issue: 2, name: 'Server resident memory after boot', unit: 'MB',
      rounds: [server], baseline: { name: 'bare node process', rounds: [bare] }, target: { op: '<=', value: 250, of: 'value' },
    });
    // Issue #18 tightened it: all modules booted, ≤ 200 MB.
    record({
      id: 'server.rss.after-boot.18', issue: 18, name: 'Server resident memory after boot, all modules', unit: 'MB',
      rounds: [server], baseline: { name: 'bare node process', rounds: [bare] }, target: { op: '<=', value: 200, of: 'value' },
    });
    expect(server).toBeGreaterThan(bare);
  } finally {
    await dropDatabase(database.name);
  }
});
