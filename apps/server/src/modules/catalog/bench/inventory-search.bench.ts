import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { QUICK, record } from '../../../../../../bench/support/report';
import { createTestDatabase } from '../../../../../../tests/support/database';
import { createDb, createPool } from '../../../platform/database/database';
import { PostgresEventStore } from '../../../platform/event-store/postgres-event-store';
import { seedCatalogDemo } from '../catalog.public';

/**
 * Issue #5: inventory search must keep p99 <= 25 ms at 200 requests/s over 10,000 vehicles.
 * - seeds the demo catalogue (through the vehicle decider, batched appends) and records the seeding throughput;
 * - starts the production build (apps/server/dist/main.js) in its own process, waits for the listing projection;
 * - drives a mix of searches (filters, sorts, pages, free text) at 200 req/s from a separate autocannon process
 *   (load.js), and the health endpoint at the same rate as the same-run baseline.
 */
const root = path.resolve(__dirname, '../../../../../..');
const VEHICLES = QUICK ? 1_000 : 10_000;
const RATE = 200;
const SECONDS = QUICK ? 5 : 30;
const PATHS: string[] = require('./paths.json');

interface LoadResult { requests: number; non2xx: number; errors: number; throughput: number; latency: { p50: number; p90: number; p99: number; max: number } }

function load(base: string, paths: string[], seconds: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [path.join(__dirname, 'load.js'), base, String(RATE), String(seconds), '20', JSON.stringify(paths)], { maxBuffer: 1 << 20 },
      (err, stdout) => (err ? reject(err) : resolve(JSON.parse(stdout))));
  });
}

async function waitUntil(what: string, ms: number, check: () => Promise<boolean>) {
  const deadline = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

it(`inventory search over ${VEHICLES} vehicles at ${RATE} req/s`, async () => {
  const main = path.join(root, 'apps/server/dist/main.js');
  if (!existsSync(main)) throw new Error('apps/server/dist/main.js is missing: run `npm run bench` (it builds first)');
  const database = await createTestDatabase();
  const pool = createPool(database.url, { max: 10 });
  const db = createDb(pool);
  let server: ChildProcess | null = null;
  try {
    const seeded = await seedCatalogDemo({ db, store: new PostgresEventStore(pool) }, { vehicles: VEHICLES, seed: 42 });
    record({
      id: 'catalog.seed.throughput', issue: 5, name: `Demo catalogue seed (${VEHICLES} vehicles, command path)`, unit: 'vehicles/s',
      rounds: [Math.round(VEHICLES / (seeded.ms / 1000))], notes: `${seeded.ms} ms for ${seeded.appended} vehicles`,
    });

    const port = 3700 + Math.floor(Math.random() * 90);
    const base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [main], {
      cwd: root, stdio: 'ignore',
      env: {
        ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: database.url, LOG_LEVEL: 'warn',
        DATABASE_POOL_SIZE: '20', RUN_TIMERS: 'false', SESSION_SECRET: 'bench-secret-bench-secret-bench-secret!!',
        DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      },
    });
    const t0 = Date.now();
    await waitUntil('the listing projection', 300_000, async () =>
      ((await (await fetch(`${base}/api/catalog/vehicles?pageSize=1`)).json()) as { total: number }).total === VEHICLES);
    const catchUpMs = Date.now() - t0;
    await sql`vacuum analyze catalog.vehicle_listings`.execute(db); // what autovacuum does after a bulk load

    for (let i = 0; i < 300; i++) await (await fetch(base + PATHS[i % PATHS.length])).arrayBuffer(); // warm-up
    const baseline = await load(base, ['/api/health'], SECONDS);
    const search = await load(base, PATHS, SECONDS);
    const notes = `${search.requests} requests, ${search.throughput.toFixed(0)} req/s, p50 ${search.latency.p50} ms, p90 ${search.latency.p90} ms, `
      + `max ${search.latency.max} ms, non-2xx ${search.non2xx}; projection caught up ${VEHICLES} vehicles in ${catchUpMs} ms`;
    record({
      id: 'catalog.search.p99', issue: 5, name: `Inventory search p99 at ${RATE} req/s over ${VEHICLES} vehicles`, unit: 'ms',
      rounds: [search.latency.p99], baseline: { name: `GET /api/health at ${RATE} req/s`, rounds: [baseline.latency.p99] },
      target: { op: '<=', value: 25, of: 'value' }, notes,
    });
    record({
      id: 'catalog.search.p50', issue: 5, name: `Inventory search p50 at ${RATE} req/s over ${VEHICLES} vehicles`, unit: 'ms',
      rounds: [search.latency.p50], baseline: { name: `GET /api/health at ${RATE} req/s`, rounds: [baseline.latency.p50] },
    });
    expect(search.non2xx).toBe(0);
    expect(search.errors).toBe(0);
  } finally {
    if (server) {
      server.kill('SIGTERM');
      await new Promise((r) => server!.once('exit', r));
    }
    await db.destroy();
    await database.drop();
  }
});
