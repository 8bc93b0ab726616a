import { dropDatabase, dropRunDatabases } from './database';
import { RUN } from './global-setup';

/**
 * Stops the run's Stripe stand-in and drops the run's databases. With TEST_KEEP_DATABASES=1 (CI, whose machine is
 * thrown away after the run) nothing is dropped: each DROP DATABASE forces a checkpoint (tests/support/database.ts),
 * and dropping an integration run's 130 databases held its stage 60–100 s past its last test while the other lane
 * kept writing (ADR 0093). The next run's sweep drops what is older than an hour.
 */
export default async function globalTeardown() {
  const keep = process.env.TEST_KEEP_DATABASES === '1';
  const standIn = RUN.stripeStandIn;
  if (standIn) await standIn.process.kill('SIGTERM');
  if (keep) return;
  const name = process.env.MARKETPLACE_TEMPLATE_DB;
  if (name) {
    await dropRunDatabases(name);
    await dropDatabase(name);
  }
  if (standIn) await dropDatabase(standIn.database);
}
