import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { withVinCheckDigit } from '@marketplace/domain';
import { runInChild, statusSummary } from '../../../../../../bench/support/open-loop';
import { BENCH_SECRETS, benchNodeArgs, waitUntil } from '../../../../../../bench/support/server-process';
import { percentile, QUICK, record } from '../../../../../../bench/support/report';
import { createTestDatabase, dropDatabase } from '../../../../../../tests/support/database';
import { freePort } from '../../../../../../tests/support/private-services';
import { createDb, createPool } from '../../../platform/database/database';
import { seedCatalogReference } from '../../catalog/catalog.public';

/**
 * Issue 12: `GET /api/tradein/vin-decode` p99 <= 5 ms at 100 req/s (offline decode, then the catalog's make, models
 * and trims), against `GET /api/health` at the same rate in the same run. The production build runs in its own
 * process; the load comes from another (open loop, latency counted from each request's due time).
 */
const root = path.resolve(__dirname, '../../../../../..');
const RATE = 100;
const SECONDS = QUICK ? 1 : 10;
const ROUNDS = QUICK ? 1 : 3;
/** VINs of makes the catalog carries and of one it does not, several model years. */
const VINS = ['2HGFE2F50SH000001', '2T1BURHE0SC000002', '1FTFW1E50SF000003', '5YJ3E1EA0SF000004', 'YV1AB12C0R1000005', 'JM1BPAML0S1000006']
  .map(withVinCheckDigit);
const PATHS = VINS.map((vin) => `/api/tradein/vin-decode?vin=${vin}`);

it(`VIN decode at ${RATE} req/s`, async () => {
  const main = path.join(root, 'apps/server/dist/main.js');
  if (!existsSync(main)) throw new Error('apps/server/dist/main.js is missing: run `npm run bench` (it builds first)');
  const database = await createTestDatabase();
  const pool = createPool(database.url, { max: 4 });
  const db = createDb(pool);
  let server: ChildProcess | null = null;
  try {
    await seedCatalogReference(db);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [...benchNodeArgs(), main], {
      cwd: root, stdio: 'ignore',
      env: {
        ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: database.url, LOG_LEVEL: 'warn',
        RUN_TIMERS: 'false', ...BENCH_SECRETS,
      },
    });
    await waitUntil('the server', 120_000, async () => (await fetch(`${base}/api/health`)).ok);
    for (let i = 0; i < (QUICK ? 50 : 200); i++) await (await fetch(base + PATHS[i % PATHS.length])).arrayBuffer(); // warm-up
    const decodeRounds: number[] = [];
    const healthRounds: number[] = [];
    const statuses = new Map<number, number>();
    for (let r = 0; r < ROUNDS; r++) {
      const health = await runInChild(base, ['/api/health'], RATE, SECONDS);
      healthRounds.push(percentile(health.latencies, 99));
      const decode = await runInChild(base, PATHS, RATE, SECONDS);
      decodeRounds.push(percentile(decode.latencies, 99));
      for (const [s, n] of decode.statuses) statuses.set(s, (statuses.get(s) ?? 0) + n);
    }
    record({
      id: 'trade-in.vin-decode.p99', issue: 12, name: `VIN decode p99 at ${RATE} req/s`, unit: 'ms', rounds: decodeRounds,
      baseline: { name: `GET /api/health at ${RATE} req/s`, rounds: healthRounds }, target: { op: '<=', value: 5, of: 'value' },
      notes: `${ROUNDS} rounds of ${SECONDS} s × ${RATE} req/s over ${PATHS.length} VINs; statuses ${statusSummary(statuses)}`,
    });
    expect([...statuses.keys()]).toEqual([200]);
  } finally {
    if (server) {
      server.kill('SIGTERM');
      await new Promise((r) => server!.once('exit', r));
    }
    await db.destroy();
    await dropDatabase(database.name);
  }
});
