import { sql, type Kysely } from 'kysely';
import type { Pool } from 'pg';
import { allMigrations, allProjections } from '../../apps/server/src/app.registry';
import { loadConfig } from '../../apps/server/src/platform/config/config';
import { createDb, createPool, migrate } from '../../apps/server/src/platform/database/database';
import { comparePositions, START } from '../../apps/server/src/platform/event-store/event-store.port';
import { PostgresEventStore } from '../../apps/server/src/platform/event-store/postgres-event-store';
import { ProjectionRunner } from '../../apps/server/src/platform/projections/projection-runner';
import { pollUntil } from '../support/poll';

/** Direct database access for a reliability suite: migrations, caught-up checks, table snapshots, rebuilds. */
export function databaseTools(url: string) {
  const pool: Pool = createPool(url, { max: 5 });
  const db: Kysely<any> = createDb(pool);
  const store = new PostgresEventStore(pool);
  // The same configuration the server process derives (test mode, default development keys).
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url });
  const projections = allProjections({ wakeTimers: async () => undefined, config });
  const runner = new ProjectionRunner(pool, db, store, projections);

  return {
    pool, db, store, runner, projections,
    migrate: () => migrate(db, allMigrations()),

    /** Waits until every projection's checkpoint reached the head of the log (the server process runs them). */
    async waitCaughtUp(timeoutMs = 60_000) {
      await pollUntil(async () => {
        const head = await store.headPosition();
        const { rows } = await pool.query<{ name: string; transaction_id: string; global_position: string }>('select name, transaction_id, global_position from platform.projection_checkpoints');
        const positions = new Map(rows.map((r) => [r.name, { transactionId: r.transaction_id, position: r.global_position }]));
        return projections.every((p) => comparePositions(positions.get(p.name) ?? START, head) >= 0);
      }, timeoutMs, { everyMs: 200, what: 'projections caught up' });
    },

    /** Every row of every projection table, sorted, as JSON text: comparable across a rebuild. */
    async snapshot(): Promise<Record<string, string[]>> {
      const result: Record<string, string[]> = {};
      for (const p of projections) {
        for (const table of p.tables.filter((t) => !p.nonDeterministicTables?.includes(t))) {
          const { rows } = await sql<{ r: string }>`select to_jsonb(t)::text as r from ${sql.id(p.schema, table)} t`.execute(db);
          result[`${p.schema}.${table}`] = rows.map((x) => x.r).sort();
        }
      }
      return result;
    },

    async rebuildAll() {
      for (const p of projections) await runner.rebuild(p.name);
    },

    async close() {
      await db.destroy();
    },
  };
}
