/**
 * A process that delivers integration events and nothing else, for integration-events.rel-spec.ts to kill -9: every
 * registered consumer (dealer.leads) plus the counting consumers of that spec, on the app's translators.
 * Environment: DATABASE_URL; BATCH_SIZE; HOLD_AT_BATCH=<consumer>:<n> to stop inside that consumer's n-th batch, after
 * its effects and inbox rows were written and before the commit (prints "holding"); CATCH_UP=1 to print "caught-up"
 * once every consumer reached the head of the log. Prints "committed <consumer> <events>" after each committed batch.
 */
import { appUpcaster, modules } from '../../apps/server/src/app.registry';
import { createDb, createPool } from '../../apps/server/src/platform/database/database';
import { PostgresEventStore } from '../../apps/server/src/platform/event-store/postgres-event-store';
import { integrationConsumerProjections } from '../../apps/server/src/platform/integration-events/consumer-projection';
import { ProjectionRunner } from '../../apps/server/src/platform/projections/projection-runner';
import { countingConsumers } from './integration-events.counting';

async function main() {
  const pool = createPool(process.env.DATABASE_URL!, { max: 8 });
  const db = createDb(pool);
  const store = new PostgresEventStore(pool, appUpcaster());
  const consumers = integrationConsumerProjections([...modules, { integrationEvents: { consumers: countingConsumers } }], appUpcaster())
    .map((p) => ({ ...p, afterCommit: async (events: readonly unknown[]) => { process.stdout.write(`committed ${p.name} ${events.length}\n`); } }));
  const runner = new ProjectionRunner(pool, db, store, consumers, { batchSize: Number(process.env.BATCH_SIZE ?? 50), idleMs: 20 });

  const [holdName, holdAt] = (process.env.HOLD_AT_BATCH ?? '').split(':');
  let batches = 0;
  runner.interceptor = async (name) => {
    if (name === holdName && ++batches === Number(holdAt)) {
      process.stdout.write('holding\n');
      await new Promise<never>(() => undefined); // the transaction stays open until the process is killed
    }
  };
  await runner.ensureCheckpoints();
  runner.start();
  if (process.env.CATCH_UP === '1') {
    await runner.waitFor(undefined, undefined, 120_000);
    process.stdout.write('caught-up\n');
  }
}

main().catch((error) => {
  process.stderr.write(`${error?.stack ?? error}\n`);
  process.exit(1);
});
