import { TRADE_IN_STREAM_PREFIX, VALUE_RULE_STREAM_PREFIX, type TradeInEvent } from '@marketplace/domain';
import { sql, type Kysely } from 'kysely';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';

/** The trade-in id of an event of a trade-in stream, or null for any other stream (rule streams share the prefix). */
export function tradeInIdOf(recorded: RecordedEvent): string | null {
  if (!recorded.streamId.startsWith(TRADE_IN_STREAM_PREFIX) || recorded.streamId.startsWith(VALUE_RULE_STREAM_PREFIX)) return null;
  return recorded.streamId.slice(TRADE_IN_STREAM_PREFIX.length);
}

/**
 * A one-row-per-trade-in read model applied to a whole batch: the batch's rows read in one statement, each event
 * folded into its row in order (the pure `evolve`, idempotent by stream version), every changed row written back in
 * one upsert. Two round trips per batch instead of two per event (a re-valuation appends thousands at once).
 */
export async function applyToTradeInRows<Row>(db: Kysely<any>, events: readonly RecordedEvent[], table: {
  readonly name: string;
  readonly fromTable: (stored: any) => Row;
  readonly toTable: (row: Row) => Record<string, unknown>;
  readonly evolve: (row: Row | null, event: TradeInEvent, recorded: RecordedEvent) => Row | null;
}): Promise<void> {
  const mine = events.flatMap((recorded) => {
    const id = tradeInIdOf(recorded);
    return id === null ? [] : [{ id, recorded }];
  });
  if (mine.length === 0) return;
  const stored = await db.selectFrom(table.name).selectAll().where('id', 'in', [...new Set(mine.map((m) => m.id))]).execute();
  const rows = new Map<string, Row | null>(stored.map((r) => [r.id as string, table.fromTable(r)]));
  const changed = new Set<string>();
  for (const { id, recorded } of mine) {
    const before = rows.get(id) ?? null;
    const after = table.evolve(before, recorded as unknown as TradeInEvent, recorded);
    if (!after || after === before) continue;
    rows.set(id, after);
    changed.add(id);
  }
  if (changed.size === 0) return;
  const values = [...changed].map((id) => table.toTable(rows.get(id)!));
  const columns = Object.keys(values[0]).filter((c) => c !== 'id');
  await db.insertInto(table.name).values(values)
    .onConflict((oc) => oc.column('id').doUpdateSet(Object.fromEntries(columns.map((c) => [c, sql.raw(`excluded.${c}`)]))))
    .execute();
}
