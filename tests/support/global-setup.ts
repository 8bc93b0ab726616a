import { randomBytes } from 'node:crypto';
import Module from 'node:module';
import path from 'node:path';
import { dropStaleTestDatabases, recreateDatabase, urlFor } from './database';
import { startStandInProcess, type StandInProcess } from './stripe-standin';

// Jest does not apply moduleNameMapper to global setup: point the workspace libraries at their sources here.
const root = path.resolve(__dirname, '../..');
const resolve = (Module as any)._resolveFilename;
(Module as any)._resolveFilename = function (request: string, ...rest: unknown[]) {
  const m = request.match(/^@marketplace\/(domain|contracts)(\/.*)?$/);
  if (m) request = path.join(root, 'libs', m[1], 'src', m[2] ?? 'index.ts');
  return resolve.call(this, request, ...rest);
};

/** What global teardown stops (the same process runs both). */
export const RUN = globalThis as typeof globalThis & { stripeStandIn?: { process: StandInProcess; database: string } };

/**
 * Builds this run's migrated template database, which every integration test file clones, and starts the run's
 * Stripe stand-in (ADR 0069) over a database of its own: each test server is an account of its own there.
 */
export default async function globalSetup() {
  const name = `marketplace_tpl_${randomBytes(4).toString('hex')}`;
  process.env.MARKETPLACE_TEMPLATE_DB = name;
  await dropStaleTestDatabases().catch(() => undefined);
  await recreateDatabase(name);
  const standInDatabase = `marketplace_t_standin_${randomBytes(4).toString('hex')}`;
  await recreateDatabase(standInDatabase);
  const standIn = await startStandInProcess({ databaseUrl: urlFor(standInDatabase) });
  RUN.stripeStandIn = { process: standIn, database: standInDatabase };
  process.env.STRIPE_STANDIN_URL = standIn.url;
  const { allMigrations } = await import('../../apps/server/src/app.registry');
  const { createDb, createPool, migrate } = await import('../../apps/server/src/platform/database/database');
  const pool = createPool(urlFor(name), { max: 2 });
  const db = createDb(pool);
  try {
    await migrate(db, allMigrations());
  } finally {
    await db.destroy();
  }
}
