import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { comparePositions, type EventStore, type RecordedEvent } from '../../../../platform/event-store/event-store.port';
import type { Projection, ProjectionContext } from '../../../../platform/projections/projection';
import type { Subject } from '../get-timeline/audit-reader';

export interface ReadModelDifference {
  readonly projection: string;
  readonly table: string;
  readonly key: Record<string, unknown>;
  readonly columns: string[];
  /** The event after which the replayed row last took the value the live row should hold ("xid/seq"). */
  readonly position: string | null;
  readonly live: Record<string, unknown> | null;
  readonly replayed: Record<string, unknown>;
}

export interface ReadModelCheck {
  readonly events: number;
  readonly projections: { readonly name: string; readonly rows: number; readonly skipped: string | null }[];
  readonly differences: ReadModelDifference[];
}

class Rollback extends Error {}

const position = (e: RecordedEvent) => `${e.globalPosition.transactionId}/${e.globalPosition.position}`;

/**
 * "Check read models" (issue #15 item 6): replays the subject's streams, in full and in global order, through every
 * projection into a scratch schema, inside a transaction that is rolled back, and compares each replayed row with the
 * live row of the same primary key. A difference names the event after which the replayed value was last set.
 * Tables keyed by a generated identity, and the projection's non-deterministic tables, cannot be compared and are skipped.
 */
export async function checkReadModels(db: Kysely<any>, store: EventStore, projections: readonly Projection[], subject: Subject): Promise<ReadModelCheck> {
  const lists = await Promise.all(subject.streams.map((id) => store.readStream(id)));
  const events = lists.flat().sort((a, b) => comparePositions(a.globalPosition, b.globalPosition));
  const result: ReadModelCheck = { events: events.length, projections: [], differences: [] };
  await db.transaction().execute(async (trx) => {
    for (const p of projections) {
      const scratch = `audit_check_${randomBytes(6).toString('hex')}`;
      await sql`create schema ${sql.id(scratch)}`.execute(trx);
      const keys = new Map<string, string[] | null>();
      for (const table of p.tables) {
        await sql`create table ${sql.id(scratch, table)} (like ${sql.id(p.schema, table)} including all)`.execute(trx);
        keys.set(table, (p.nonDeterministicTables ?? []).includes(table) ? null : await comparableKey(trx, p.schema, table));
      }
      const ctx: ProjectionContext = { schema: scratch, mode: 'rebuild' };
      const relevant = events.filter((e) => !p.eventTypes || p.eventTypes.includes(e.type));
      const replay = async (after?: (e: RecordedEvent) => Promise<void>) => {
        for (const e of relevant) {
          await p.apply(trx.withSchema(scratch), [e], ctx);
          await after?.(e);
        }
      };
      await sql`savepoint replay`.execute(trx);
      try {
        await replay();
      } catch (error) {
        await sql`rollback to savepoint replay`.execute(trx);
        result.projections.push({ name: p.name, rows: 0, skipped: `replay failed: ${(error as Error).message}` });
        continue;
      }
      let rows = 0;
      const found: ReadModelDifference[] = [];
      for (const [table, key] of keys) {
        if (!key) continue;
        const { rows: replayed } = await sql<{ row: Record<string, unknown> }>`select to_jsonb(t) as row from ${sql.id(scratch, table)} t`.execute(trx);
        rows += replayed.length;
        for (const { row } of replayed) {
          const where = sql.join(key.map((k) => sql`${sql.ref(k)}::text = ${String(row[k])}`), sql` and `);
          const live = (await sql<{ row: Record<string, unknown> }>`select to_jsonb(l) as row from ${sql.id(p.schema, table)} l where ${where}`.execute(trx)).rows[0]?.row ?? null;
          const columns = live ? Object.keys(row).filter((c) => JSON.stringify(row[c]) !== JSON.stringify(live[c])) : Object.keys(row);
          if (columns.length > 0) found.push({ projection: p.name, table, key: Object.fromEntries(key.map((k) => [k, row[k]])), columns, position: null, live, replayed: row });
        }
      }
      // Second replay, event by event, to find the event that last set each differing value.
      const located = new Map<ReadModelDifference, string | null>(found.map((d) => [d, null]));
      if (found.length > 0) {
        await sql`rollback to savepoint replay`.execute(trx);
        for (const table of p.tables) await sql`truncate ${sql.id(scratch, table)}`.execute(trx);
        const last = new Map<ReadModelDifference, string>();
        await replay(async (e) => {
          for (const d of found) {
            const where = sql.join(Object.entries(d.key).map(([k, v]) => sql`${sql.ref(k)}::text = ${String(v)}`), sql` and `);
            const now = (await sql<{ row: Record<string, unknown> }>`select to_jsonb(t) as row from ${sql.id(scratch, d.table)} t where ${where}`.execute(trx)).rows[0]?.row;
            const snapshot = JSON.stringify(d.columns.map((c) => now?.[c] ?? null));
            if (snapshot !== last.get(d)) {
              last.set(d, snapshot);
              located.set(d, position(e));
            }
          }
        });
      }
      result.differences.push(...found.map((d) => ({ ...d, position: located.get(d) ?? null })));
      result.projections.push({ name: p.name, rows, skipped: null });
    }
    throw new Rollback();
  }).catch((error) => {
    if (!(error instanceof Rollback)) throw error;
  });
  return result;
}

/** The table's primary key columns, or null when there is none or it is generated (a replay numbers rows afresh). */
async function comparableKey(db: Kysely<any>, schema: string, table: string): Promise<string[] | null> {
  const { rows } = await sql<{ column: string; generated: boolean }>`
    select a.attname as column, (a.attidentity <> '' or a.atthasdef) as generated
    from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
    where i.indrelid = ${`${schema}.${table}`}::regclass and i.indisprimary`.execute(db);
  if (rows.length === 0 || rows.some((r) => r.generated)) return null;
  return rows.map((r) => r.column);
}
