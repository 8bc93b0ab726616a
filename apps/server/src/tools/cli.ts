import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { createDisputeBundles, verifySubjectReadModels } from '../modules/audit/audit.public';
import { allMigrations, allSeeders, allStreamTypes, infrastructureParts } from '../app.registry';
import { createApp } from '../create-app';
import { loadConfig } from '../platform/config/config';
import { migrate } from '../platform/database/database';
import { createInfrastructure } from '../platform/infrastructure';
import { createLogger } from '../platform/logging/logger';
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
 */
const USAGE = `usage:
  migrate [up|down]
  seed [--demo-in-production]
  projections status | projections rebuild <name> | projections verify <subjectId>
  events stream <streamId> [--at <version>] [--json]
  events bundle <subjectId> [--out file.zip] [--lang en-ca|fr-ca]`;

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
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
