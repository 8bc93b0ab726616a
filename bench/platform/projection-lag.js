// Projection lag (issue #2, #11) measured in a process of its own, shaped like the server: the same process appends
// (as a request would) and leads the projections, woken by its own store. Run by event-store.bench.ts through
// `measureProjectionLag`; it uses the server's production build (apps/server/dist), which `npm run bench` builds first.
// Plain CommonJS: a lean heap of its own, so neither Jest's heap nor its collector sits in the measured path.
const { execFile } = require('node:child_process');
const { randomUUID } = require('node:crypto');
const path = require('node:path');
const { performance } = require('node:perf_hooks');
const { openLoop } = require('../support/open-loop.js');

const dist = path.resolve(__dirname, '../../apps/server/dist');

/** Runs one measurement in a child process; answers `{ lags, appendMs }` (ms, one entry per append). */
function measureProjectionLag(databaseUrl, count, rate, seconds) {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [__filename, databaseUrl, String(count), String(rate), String(seconds)], { maxBuffer: 64 << 20 }, (err, stdout, stderr) => {
      if (err) return reject(new Error(`${err.message}\n${stderr}`));
      resolve(JSON.parse(stdout));
    });
  });
}

module.exports = { measureProjectionLag };

/**
 * Seconds of unmeasured load at the measured rate before the measurement (see the warm-up in `main`); one in a quick
 * run (BENCH_QUICK=1, inherited from the bench), which only proves the bench runs.
 */
const WARM_SECONDS = process.env.BENCH_QUICK === '1' ? 1 : 3;

async function main(databaseUrl, count, rate, seconds) {
  const { createDb, createPool } = require(`${dist}/platform/database/database.js`);
  const { Expected } = require(`${dist}/platform/event-store/event-store.port.js`);
  const { PostgresEventStore } = require(`${dist}/platform/event-store/postgres-event-store.js`);
  const { defineProjection } = require(`${dist}/platform/projections/projection.js`);
  const { ProjectionRunner } = require(`${dist}/platform/projections/projection-runner.js`);
  const { sql } = require('kysely');

  // The writers' pool and the runner's pool, each as large as the server's default (10).
  const writerPool = createPool(databaseUrl, { max: 10 });
  const db = createDb(writerPool);
  const store = new PostgresEventStore(writerPool);
  const schema = `lagbench${count}_${randomUUID().slice(0, 8)}`;
  await sql`create schema ${sql.id(schema)}`.execute(db);
  /** Per probe stream: how many projections have committed it, and when the last one did. */
  const visible = new Map();
  const projections = [];
  for (let i = 0; i < count; i++) {
    await sql`create table ${sql.id(schema, `seen${i}`)} (stream_id text primary key, n int not null)`.execute(db);
    projections.push(defineProjection({
      name: `bench.lag.${schema}.${i}`, schema, tables: [`seen${i}`], eventTypes: ['LagProbe'],
      async apply(tdb, events) {
        await tdb.insertInto(`seen${i}`).values(events.map((e) => ({ stream_id: e.streamId, n: 1 })))
          .onConflict((oc) => oc.column('stream_id').doUpdateSet({ n: sql`excluded.n + 1` })).execute();
      },
      async afterCommit(events) {
        const now = performance.now();
        for (const e of events) {
          const v = visible.get(e.streamId) ?? { projections: 0, at: 0 };
          visible.set(e.streamId, { projections: v.projections + 1, at: now });
        }
      },
    }));
  }
  const runnerPool = createPool(databaseUrl, { max: 10 });
  const runner = new ProjectionRunner(runnerPool, createDb(runnerPool), new PostgresEventStore(runnerPool), projections, { appendNotifications: store });
  // Start the projections at the head of the log: earlier events are history, not lag.
  const head = await store.headPosition();
  await writerPool.query(`insert into platform.projection_checkpoints (name, transaction_id, global_position)
                          select unnest($1::text[]), $2::xid8, $3`, [projections.map((p) => p.name), head.transactionId, head.position]);
  runner.start();
  const probe = () => ({
    type: 'LagProbe', data: {}, schemaVersion: 1,
    metadata: { eventId: randomUUID(), correlationId: randomUUID(), causationId: null, actor: 'bench', impersonator: null, brand: 'default', occurredAt: new Date().toISOString() },
  });
  // Warm the append and apply paths before the clock starts. First 10 at a time, so that the writers' pool opens every
  // connection it will use (opened during the measurement, they stalled appends up to 200 ms, as no running server's
  // pool does). Then the same open-loop stream as the measurement, unmeasured, for `WARM_SECONDS`: over the first two
  // seconds of a fresh process a page took about twice as long as later (V8 still compiling the runner's and the
  // driver's code, PostgreSQL's caches of the fresh tables filling), and the figure is the lag of a running server.
  await Promise.all(Array.from({ length: 10 }, async () => {
    for (let i = 0; i < 20; i++) await store.appendToStream(`lag-warm-${randomUUID()}`, [probe()], Expected.noStream);
  }));
  await openLoop(rate, WARM_SECONDS, async () => {
    await store.appendToStream(`lag-warm-${randomUUID()}`, [probe()], Expected.noStream);
    return 200;
  });
  await runner.waitFor(undefined, projections.map((p) => p.name), 60_000);

  const committedAt = new Map();
  const appendMs = [];
  await openLoop(rate, seconds, async () => {
    const streamId = `lag-${randomUUID()}`;
    const t0 = performance.now();
    await store.appendToStream(streamId, [probe()], Expected.noStream);
    const t1 = performance.now();
    appendMs.push(t1 - t0);
    committedAt.set(streamId, t1);
    return 200;
  });
  await runner.waitFor(undefined, projections.map((p) => p.name), 60_000);
  await runner.stop();
  // Lag = the last projection's row committed (afterCommit) minus the moment the append's commit was acknowledged to
  // the writer; rows can become visible before the writer hears back, which counts as 0.
  const lags = [];
  for (const [streamId, t1] of committedAt) {
    const v = visible.get(streamId);
    lags.push(v && v.projections === count ? Math.max(0, v.at - t1) : null);
  }
  await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
  await writerPool.query('delete from platform.projection_checkpoints where name = any($1)', [projections.map((p) => p.name)]);
  await store.close?.();
  await runnerPool.end();
  await db.destroy();
  return { lags, appendMs };
}

if (require.main === module) {
  const [databaseUrl, count, rate, seconds] = process.argv.slice(2);
  main(databaseUrl, Number(count), Number(rate), Number(seconds)).then(
    (result) => process.stdout.write(JSON.stringify(result)),
    (err) => { console.error(err); process.exit(1); },
  );
}
