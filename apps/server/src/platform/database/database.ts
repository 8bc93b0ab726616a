import { Kysely, Migrator, PostgresDialect, type Migration, type MigrationResultSet } from 'kysely';
import { Pool, type PoolConfig } from 'pg';
import { statementPreparer } from './prepared-statements';

export function createPool(connectionString: string, options: Partial<PoolConfig> = {}): Pool {
  const pool = new Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // A transaction left idle stalls every event reader (ARCHITECTURE §3 rule 2): cut it. No JIT (ADR 0090): a statement
    // the planner overestimates (an array overlap, a lateral per row) compiled for 15-37 ms to run in 3.
    options: '-c idle_in_transaction_session_timeout=15000 -c statement_timeout=30000 -c jit=off',
    ...options,
  });
  // A client losing its connection (PostgreSQL restart) must not crash the process: idle clients report on the pool,
  // checked-out ones on themselves (their running query fails and the caller answers 503).
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    statementPreparer.install(client);
  });
  return pool;
}

export function createDb(pool: Pool): Kysely<any> {
  return new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
}

const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);

/** True when the error means "PostgreSQL is unreachable right now" (answer 503, retry later), not a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  if (!e) return false;
  if (e.code && CONNECTION_ERROR_CODES.has(e.code)) return true;
  const m = e.message ?? '';
  return /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|Client has encountered a connection error|the database system is (starting up|shutting down)/i.test(m);
}

/** The migrations of this build not applied to the database yet (readiness, ADR 0081). */
export async function pendingMigrations(db: Kysely<any>, migrations: Record<string, Migration>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
  return (await migrator.getMigrations()).filter((m) => !m.executedAt).map((m) => m.name);
}

export async function migrate(db: Kysely<any>, migrations: Record<string, Migration>, direction: 'up' | 'down' = 'up'): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
  const result = direction === 'up' ? await migrator.migrateToLatest() : await migrator.migrateDown();
  if (result.error) throw result.error;
  return result;
}
