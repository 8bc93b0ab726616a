import { sql, type Kysely } from 'kysely';
import type { RecordedEvent } from '../event-store/event-store.port';
import { defineProjection, type Projection } from './projection';

/**
 * A read model of one row per key, as the agreed shape wants it: a pure `evolve(row | null, event)` plus this thin
 * writer. A batch reads the rows its events address once, folds the events into them, then upserts (or deletes, when
 * evolve answers null) each changed row. `evolve` must ignore what a row has already seen (e.g. by stream version),
 * so that a batch delivered twice changes nothing.
 */
export interface RowModel<Row> {
  readonly name: string;
  readonly schema: string;
  readonly table: string;
  readonly keyColumn: string;
  readonly eventTypes?: readonly string[];
  /** The row an event is about, or null when it is not this model's. */
  keyOf(event: RecordedEvent): string | null;
  evolve(row: Row | null, event: RecordedEvent): Row | null;
  toColumns(row: Row): Record<string, unknown>;
  fromColumns(columns: Record<string, any>): Row;
  /** Whether a row that did not exist may be written (e.g. not for a person whose account was deleted). */
  admits?(db: Kysely<any>, row: Row): Promise<boolean>;
}

/** node-postgres would send a JS array as a PostgreSQL array: jsonb values go as JSON text. */
function writable(columns: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(columns).map(([k, v]) => [k, v !== null && typeof v === 'object' && !(v instanceof Date) ? JSON.stringify(v) : v]));
}

export async function applyRowModel<Row>(model: RowModel<Row>, db: Kysely<any>, events: readonly RecordedEvent[]): Promise<void> {
  const byKey = new Map<string, RecordedEvent[]>();
  for (const e of events) {
    const key = model.keyOf(e);
    if (key !== null) byKey.set(key, [...(byKey.get(key) ?? []), e]);
  }
  if (byKey.size === 0) return;
  const existing = await db.selectFrom(model.table).selectAll().where(model.keyColumn, 'in', [...byKey.keys()]).execute();
  const rows = new Map(existing.map((r) => [String(r[model.keyColumn]), model.fromColumns(r)]));
  for (const [key, list] of byKey) {
    const before = rows.get(key) ?? null;
    const after = list.reduce<Row | null>((row, e) => model.evolve(row, e), before);
    if (after === before) continue;
    if (after === null) {
      await db.deleteFrom(model.table).where(model.keyColumn, '=', key).execute();
      continue;
    }
    if (before === null && model.admits && !(await model.admits(db, after))) continue;
    const columns = writable(model.toColumns(after));
    const updated = Object.keys(columns).filter((c) => c !== model.keyColumn);
    await db.insertInto(model.table).values(columns)
      .onConflict((oc) => oc.column(model.keyColumn).doUpdateSet(Object.fromEntries(updated.map((c) => [c, sql.ref(`excluded.${c}`)]))))
      .execute();
  }
}

export function rowProjection<Row>(model: RowModel<Row>): Projection {
  return defineProjection({
    name: model.name,
    schema: model.schema,
    tables: [model.table],
    ...(model.eventTypes ? { eventTypes: model.eventTypes } : {}),
    apply: (db, events) => applyRowModel(model, db, events),
  });
}
