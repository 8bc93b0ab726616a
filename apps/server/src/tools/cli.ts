import 'reflect-metadata';
import { allMigrations, allSeeders, allStreamTypes, infrastructureParts } from '../app.registry';
import { createApp } from '../create-app';
import { loadConfig } from '../platform/config/config';
import { migrate } from '../platform/database/database';
import { createInfrastructure } from '../platform/infrastructure';
import { createLogger } from '../platform/logging/logger';
import { eventsStream, parseStreamOptions, rebuildSummary } from './events-tool';

/**
 * Operations and support tooling (README "Tools"):
 *   migrate [up|down]                 apply (or roll back one) migrations
 *   seed                              demo data into an empty database
 *   projections status               each projection's position and lag
 *   projections rebuild <name>       blue/green rebuild of one projection
 *   events stream <streamId> [--at <version>]   a stream's events with metadata, or the state at a version
 */
const USAGE = `usage:
  migrate [up|down]
  seed
  projections status | projections rebuild <name>
  events stream <streamId> [--at <version>] [--json]`;

async function main(argv: string[]) {
  const [command, sub, ...rest] = argv;
  const config = loadConfig({ ...process.env, RUN_PROJECTIONS: 'false', RUN_TIMERS: 'false', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const logger = createLogger(config.LOG_LEVEL);

  if (command === 'seed') {
    const running = await createApp(config, { logger, listen: false });
    try {
      running.infra.projections.start();
      for (const seeder of allSeeders()) {
        const lines = await seeder.seed(running.app);
        for (const line of lines) console.log(line);
      }
      await running.infra.projections.waitFor(undefined, undefined, 600_000);
    } finally {
      await running.close();
    }
    return;
  }

  const infra = createInfrastructure({ ...config, REDIS_URL: undefined }, logger, infrastructureParts());
  try {
    if (command === 'migrate') {
      const result = await migrate(infra.db, allMigrations(), sub === 'down' ? 'down' : 'up');
      for (const r of result.results ?? []) console.log(`${r.direction} ${r.migrationName}: ${r.status}`);
      if (!result.results?.length) console.log('nothing to migrate');
      return;
    }
    if (command === 'projections' && sub === 'status') {
      await infra.projections.ensureCheckpoints();
      const rows = await infra.projections.status();
      console.log(['projection'.padEnd(32), 'position (xid/seq)'.padEnd(24), 'lag (events)'.padStart(12), '  updated'].join(' '));
      for (const s of rows) {
        console.log([s.name.padEnd(32), `${s.position.transactionId}/${s.position.position}`.padEnd(24), String(s.lag).padStart(12),
          `  ${s.updatedAt?.toISOString() ?? '-'}`].join(' '));
      }
      if (rows.length === 0) console.log('(no projections registered)');
      return;
    }
    if (command === 'projections' && sub === 'rebuild' && rest[0]) {
      let last = 0;
      const started = process.hrtime.bigint();
      const result = await infra.projections.rebuild(rest[0], (n) => {
        if (n - last >= 10_000) {
          last = n;
          process.stderr.write(`  ${n} events…\n`);
        }
      });
      console.log(rebuildSummary(rest[0], result.events, process.hrtime.bigint() - started));
      return;
    }
    if (command === 'events' && sub === 'stream' && rest[0]) {
      const answer = await eventsStream(infra.store, allStreamTypes(), rest[0], parseStreamOptions(rest.slice(1)));
      for (const line of answer.lines) (answer.exitCode === 0 ? console.log : console.error)(line);
      process.exitCode = answer.exitCode;
      return;
    }
    console.error(USAGE);
    process.exitCode = 64;
  } finally {
    await infra.close();
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
