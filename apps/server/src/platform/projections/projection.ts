import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../database/insert-rows';
import type { RecordedEvent } from '../event-store/event-store.port';

export type ProjectionMode = 'live' | 'rebuild';

export interface ProjectionContext {
  /** Where this projection's tables live for this batch: the module's schema, or the staging schema during a rebuild. */
  readonly schema: string;
  readonly mode: ProjectionMode;
  /**
   * Rebuild only: COPY rows into one of the projection's tables, in the batch's transaction. A rebuild's tables start
   * empty, so rows that are new by construction (one per event) need no ON CONFLICT; a duplicate fails the page.
   */
  readonly copyRows?: <Row extends object>(table: string, rows: readonly Row[], types: ColumnTypes<Row>) => Promise<void>;
}

/**
 * An async projection (ARCHITECTURE §3 rule 6). `apply` runs inside the transaction that also moves the checkpoint,
 * against `db.withSchema(ctx.schema)`: use unqualified names for the tables listed in `tables` so that a blue/green
 * rebuild can write the same code into fresh tables. It must be idempotent: events may be delivered twice.
 * Tables are copied with `LIKE ... INCLUDING ALL` for a rebuild: use identity columns, never serial (a serial's
 * sequence belongs to the old table and would block the swap).
 */
export interface Projection {
  readonly name: string;
  readonly schema: string;
  readonly tables: readonly string[];
  /**
   * Tables whose content is not a pure function of the events (e.g. a cache generation stamped with the clock):
   * rebuilt like the others, but left out when a test compares live tables with a rebuild.
   */
  readonly nonDeterministicTables?: readonly string[];
  /** When given, only these event types reach `apply` (the checkpoint still moves past the others). */
  readonly eventTypes?: readonly string[];
  /** An integration-event consumer (its pending events are its inbox depth in the metrics, ADR 0080). */
  readonly integrationConsumer?: boolean;
  /**
   * Optional: the part of a batch's work that writes nothing (decoding, translating, validating), whose result `apply`
   * receives as `prepared`. A rebuild prepares the next page while the current page's writes run in PostgreSQL; live
   * mode passes nothing and `apply` prepares the batch itself. `db` reads committed data only (never the staging tables).
   */
  prepare?(db: Kysely<any>, events: readonly RecordedEvent[]): Promise<unknown>;
  apply(db: Kysely<any>, events: readonly RecordedEvent[], ctx: ProjectionContext, prepared?: unknown): Promise<void>;
  /** Live mode only, after the batch committed: side effects such as timer wake-ups. Never during a rebuild. */
  afterCommit?(events: readonly RecordedEvent[]): Promise<void>;
}

export function defineProjection(p: Projection): Projection {
  return p;
}
