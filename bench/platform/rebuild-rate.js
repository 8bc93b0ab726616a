// Projection rebuild rate (issue #18, and the scale bench's rebuild curve) measured in a process of its own over the
// production build (apps/server/dist), as an operator's `npm run projections -- rebuild <name>` runs: plain Node, not
// Jest's module sandbox, whose slower global lookups and larger heap are not the product's (the same rebuild ran 1.2
// to 1.4 times as fast here). Run by event-store.bench.ts and scale.bench.ts through `measureRebuild`.
const { execFile } = require('node:child_process');
const path = require('node:path');

// REBUILD_DIST: another build's dist folder (to compare two builds on the same data).
const dist = process.env.REBUILD_DIST ?? path.resolve(__dirname, '../../apps/server/dist');

/** Rebuilds the counted-totals projection `rounds` times over `databaseUrl`'s log; answers each round's events and ms. */
function measureRebuild(databaseUrl, name, schema, rounds) {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [__filename, databaseUrl, name, schema, String(rounds)], { maxBuffer: 16 << 20 }, (err, stdout, stderr) => {
      if (err) return reject(new Error(`${err.message}\n${stderr}`));
      resolve(JSON.parse(stdout));
    });
  });
}

module.exports = { measureRebuild };

/** Per stream: how many 'Counted' events and the sum of their amounts, upserted one row per stream of a page. */
async function countedTotalsProjection(defineProjection, sql, db, name, schema) {
  await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  await sql`create table if not exists ${sql.id(schema, 'totals')} (stream_id text primary key, events int not null, amount_cents bigint not null)`.execute(db);
  return defineProjection({
    name, schema, tables: ['totals'], eventTypes: ['Counted'],
    async apply(tdb, events) {
      const byStream = new Map();
      for (const e of events) {
        const t = byStream.get(e.streamId) ?? { events: 0, amount: 0 };
        t.events += 1;
        t.amount += e.data.amountCents;
        byStream.set(e.streamId, t);
      }
      await tdb.insertInto('totals').values([...byStream].map(([stream_id, t]) => ({ stream_id, events: t.events, amount_cents: t.amount })))
        .onConflict((oc) => oc.column('stream_id').doUpdateSet({
          events: sql`totals.events + excluded.events`, amount_cents: sql`totals.amount_cents + excluded.amount_cents`,
        })).execute();
    },
  });
}

async function main(databaseUrl, name, schema, rounds) {
  const { createDb, createPool } = require(`${dist}/platform/database/database.js`);
  const { PostgresEventStore } = require(`${dist}/platform/event-store/postgres-event-store.js`);
  const { defineProjection } = require(`${dist}/platform/projections/projection.js`);
  const { ProjectionRunner } = require(`${dist}/platform/projections/projection-runner.js`);
  const { sql } = require('kysely');
  const pool = createPool(databaseUrl, { max: 12 });
  const db = createDb(pool);
  try {
    const projection = await countedTotalsProjection(defineProjection, sql, db, name, schema);
    const runner = new ProjectionRunner(pool, db, new PostgresEventStore(pool), [projection]);
    await runner.ensureCheckpoints();
    const results = [];
    for (let r = 0; r < rounds; r++) {
      const { events, ms } = await runner.rebuild(name);
      results.push({ events, ms });
    }
    return results;
  } finally {
    await db.destroy();
  }
}

if (require.main === module) {
  const [databaseUrl, name, schema, rounds] = process.argv.slice(2);
  main(databaseUrl, name, schema, Number(rounds)).then(
    (result) => process.stdout.write(JSON.stringify(result)),
    (error) => {
      process.stderr.write(String(error?.stack ?? error));
      process.exit(1);
    },
  );
}
