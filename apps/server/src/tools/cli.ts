import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { isDomainError } from '@marketplace/domain';
import { createDisputeBundles, verifySubjectReadModels } from '../modules/audit/audit.public';
import { allMigrations, allSeeders, allStreamTypes, infrastructureParts } from '../app.registry';
import { createApp } from '../create-app';
import { loadConfig } from '../platform/config/config';
import { migrate } from '../platform/database/database';
import { createInfrastructure } from '../platform/infrastructure';
import { createLogger } from '../platform/logging/logger';
import { parseClockMove } from '../platform/clock/duration';
import { TestClock } from '../platform/clock/test-clock';
import { moveLines, statusLines } from './clock-tool';
import { eventsStream, parseStreamOptions, rebuildSummary, resolveProjectionName } from './events-tool';

/**
 * Operations and support tooling (README "Tools"):
 *   migrate [up|down]                 apply (or roll back one) migrations
 *   seed [--demo-in-production]       demo data into an empty database (demo logins with a published password:
 *                                     refused in production unless asked by name)
 *   projections status               each projection's position and lag
 *   projections rebuild <name>       blue/green rebuild of one projection (`leads`: a unique short name for `dealer.leads`)
 *   projections verify <subjectId>   replay a subject's streams into a scratch schema and compare with the read models
 *   events stream <streamId> [--at <version>] [--json]   a stream's events with metadata, or the state at a version
 *   events bundle <subjectId> --out file.zip   a dispute bundle (events, timeline PDF, contract, Stripe, manifest)
 *   clock status | clock advance <8d|30m|1d12h> | clock advance --to <instant>
 *                                     the environment's test clock (ADR 0082): refused in production
 */
const USAGE = `usage:
  migrate [up|down]
  seed [--demo-in-production]
  projections status | projections rebuild <name> | projections verify <subjectId>
  events stream <streamId> [--at <version>] [--json]
  events bundle <subjectId> [--out file.zip] [--lang en-ca|fr-ca]
  clock status | clock advance <duration: 8d, 30m, 1d12h> | clock advance --to <ISO instant>`;

async function main(argv: string[]) {
  const [command, sub, ...rest] = argv;
  const config = loadConfig({ ...process.env, RUN_PROJECTIONS: 'false', RUN_TIMERS: 'false', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const logger = createLogger(config.LOG_LEVEL);

  if (command === 'seed') {
    if (config.isProduction && !argv.includes('--demo-in-production')) {
      console.error('seed: refused with NODE_ENV=production: the demo logins share a published password. Pass --demo-in-production to seed a demo anyway.');
      process.exitCode = 1;
      return;
    }
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

  if (command === 'clock' && (sub === 'status' || sub === 'advance')) {
    if (config.isProduction) {
      console.error('clock: refused with NODE_ENV=production: production has no test clock (ADR 0082).');
      process.exitCode = 1;
      return;
    }
    // The whole app without listening: its timer handlers fire the deadlines the move reaches, and its projections
    // catch up whether or not a server of this environment runs (they share the work through their locks).
    const running = await createApp(config, { logger, listen: false });
    try {
      running.infra.projections.start();
      const clock = running.app.get(TestClock);
      if (sub === 'status') {
        for (const line of statusLines(await clock.status())) console.log(line);
        return;
      }
      const to = rest[0] === '--to' ? rest[1] : undefined;
      if (!rest[0] || (rest[0] === '--to' && !to)) {
        console.error(USAGE);
        process.exitCode = 64;
        return;
      }
      const move = to ? await clock.advanceTo(new Date(to)) : await clock.advance(parseClockMove(rest[0]));
      for (const line of moveLines(move)) console.log(line);
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
      const name = resolveProjectionName(rest[0], infra.projections.names);
      let last = 0;
      const started = process.hrtime.bigint();
      const result = await infra.projections.rebuild(name, (n) => {
        if (n - last >= 10_000) {
          last = n;
          process.stderr.write(`  ${n} events…\n`);
        }
      });
      console.log(rebuildSummary(name, result.events, process.hrtime.bigint() - started));
      return;
    }
    if (command === 'projections' && sub === 'verify' && rest[0]) {
      const check = await verifySubjectReadModels({
        db: infra.db, store: infra.store, config, streamTypes: allStreamTypes, projections: infra.projections.projections,
      }, rest[0]);
      console.log(`replayed ${check.events} events of ${rest[0]} through ${check.projections.length} projections`);
      for (const p of check.projections) if (p.skipped) console.log(`  ${p.name}: ${p.skipped}`);
      for (const d of check.differences) {
        console.log(`DIFFERS ${d.projection} ${d.table} ${JSON.stringify(d.key)} columns ${d.columns.join(', ')} from position ${d.position ?? '?'}`);
      }
      if (check.differences.length === 0) console.log('read models match');
      process.exitCode = check.differences.length === 0 ? 0 : 3;
      return;
    }
    if (command === 'events' && sub === 'stream' && rest[0]) {
      const answer = await eventsStream(infra.store, allStreamTypes(), rest[0], parseStreamOptions(rest.slice(1)));
      for (const line of answer.lines) (answer.exitCode === 0 ? console.log : console.error)(line);
      process.exitCode = answer.exitCode;
      return;
    }
    if (command === 'events' && sub === 'bundle' && rest[0]) {
      const outIndex = rest.indexOf('--out');
      const out = outIndex >= 0 ? rest[outIndex + 1] : `bundle-${rest[0]}.zip`;
      const lang = rest.includes('--lang') && ['fr', 'fr-ca'].includes(rest[rest.indexOf('--lang') + 1]) ? 'fr-ca' : 'en-ca';
      const bundles = createDisputeBundles({ db: infra.db, store: infra.store, config, streamTypes: allStreamTypes });
      const { zip, manifest } = await bundles.build(rest[0], { lang, generatedBy: null, now: new Date() });
      writeFileSync(out, zip);
      console.log(`wrote ${out}: ${manifest.eventRange.count} events through ${manifest.eventRange.through}, sha256 ${manifest.eventRange.sha256}`);
      return;
    }
    console.error(USAGE);
    process.exitCode = 64;
  } finally {
    await infra.close();
  }
}

main(process.argv.slice(2)).catch((error) => {
  // A refusal names its stable code (e.g. clock.backwards), as the API does.
  console.error(error instanceof Error ? `${isDomainError(error) ? `${error.code}: ` : ''}${error.message}` : error);
  process.exit(1);
});
