import type { Pool } from 'pg';
import { DuplicateEventIdError, WrongExpectedVersionError } from './event-store.errors';
import {
  type AppendResult, type EventStore, type ExpectedVersion, type GlobalPosition, type NewEvent, noUpcast,
  type ReadStreamOptions, type RecordedEvent, START, type Upcaster,
} from './event-store.port';

const WRONG_EXPECTED_VERSION = 'MK001';
const UNIQUE_VIOLATION = '23505';

interface EventRow {
  stream_id: string;
  stream_version: string;
  transaction_id: string;
  global_position: string;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: RecordedEvent['metadata'];
  recorded_at: Date;
}

const COLUMNS = 'stream_id, stream_version, transaction_id, global_position, type, schema_version, data, metadata, recorded_at';

/**
 * PostgreSQL event store (ARCHITECTURE §3). Appends are one round trip to `eventstore.append_to_stream`
 * (see the platform migration), which checks the expected version on the streams row and inserts every event.
 * Readers of the global log only see transactions below the current snapshot's xmin, so a transaction that
 * took its sequence number early but committed late is never skipped.
 */
export class PostgresEventStore implements EventStore {
  private readonly listeners = new Set<() => void>();

  constructor(private readonly pool: Pool, private readonly upcast: Upcaster = noUpcast) {}

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>(
      `select ${COLUMNS} from eventstore.events
        where stream_id = $1 and stream_version >= $2 and stream_version <= $3
        order by stream_version`,
      [streamId, options.fromVersion ?? 1, options.toVersion ?? Number.MAX_SAFE_INTEGER],
    );
    return rows.map((r) => this.toRecorded(r));
  }

  async appendToStream(streamId: string, events: readonly NewEvent[], expected: ExpectedVersion): Promise<AppendResult> {
    if (events.length === 0) throw new Error('appendToStream needs at least one event');
    const eventIds = events.map((e) => e.metadata.eventId);
    try {
      const { rows } = await this.pool.query<{ next_version: string; transaction_id: string; global_position: string; duplicate: boolean }>(
        'select * from eventstore.append_to_stream($1, $2, $3, $4::uuid[], $5::text[], $6::int[], $7::jsonb[], $8::jsonb[])',
        [
          streamId,
          expected.kind,
          expected.kind === 'exact' ? expected.version : null,
          eventIds,
          events.map((e) => e.type),
          events.map((e) => e.schemaVersion ?? 1),
          events.map((e) => JSON.stringify(e.data)),
          events.map((e) => JSON.stringify(e.metadata)),
        ],
      );
      const row = rows[0];
      if (!row.duplicate) this.notify();
      return {
        nextExpectedVersion: Number(row.next_version),
        position: { transactionId: row.transaction_id, position: row.global_position },
        duplicate: row.duplicate,
      };
    } catch (error: any) {
      const conflict = error?.code === WRONG_EXPECTED_VERSION || error?.code === UNIQUE_VIOLATION;
      if (!conflict) throw error;
      // A retry of an append that was stored already (its original committed, or is racing it): a no-op (rule 4).
      const duplicate = await this.resolveDuplicate(streamId, eventIds);
      if (duplicate) return duplicate;
      const actual = error.code === WRONG_EXPECTED_VERSION && error.detail && /^\d+$/.test(error.detail) ? Number(error.detail) : null;
      // Otherwise a real conflict; a primary-key violation is the backstop of the streams-row check.
      throw new WrongExpectedVersionError(streamId, expected, actual);
    }
  }

  /** The stored result when every event id of the append exists; a partial match is an error; none: null. */
  private async resolveDuplicate(streamId: string, eventIds: string[]): Promise<AppendResult | null> {
    const { rows } = await this.pool.query<{ n: string; transaction_id: string; global_position: string; version: string }>(
      `select count(*) over () as n, e.transaction_id, e.global_position,
              (select version from eventstore.streams s where s.stream_id = e.stream_id) as version
         from eventstore.events e where e.event_id = any($1::uuid[])
        order by e.transaction_id desc, e.global_position desc limit 1`,
      [eventIds],
    );
    if (rows.length === 0) return null;
    if (Number(rows[0].n) !== eventIds.length) throw new DuplicateEventIdError(streamId);
    return {
      nextExpectedVersion: Number(rows[0].version),
      position: { transactionId: rows[0].transaction_id, position: rows[0].global_position },
      duplicate: true,
    };
  }

  async readAll(after: GlobalPosition, limit: number): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>(
      `select ${COLUMNS} from eventstore.events
        where (transaction_id, global_position) > ($1::xid8, $2::bigint)
          and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        order by transaction_id, global_position
        limit $3`,
      [after.transactionId, after.position, limit],
    );
    return rows.map((r) => this.toRecorded(r));
  }

  async headPosition(): Promise<GlobalPosition> {
    const { rows } = await this.pool.query<{ transaction_id: string; global_position: string }>(
      `select transaction_id, global_position from eventstore.events
        order by transaction_id desc, global_position desc limit 1`,
    );
    return rows[0] ? { transactionId: rows[0].transaction_id, position: rows[0].global_position } : START;
  }

  /**
   * In-process wake-ups after each append of this store. Other processes' appends are found by the readers' polling:
   * a NOTIFY inside the append would serialise every commit on PostgreSQL's notification lock.
   */
  onAppended(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }

  private notify() {
    for (const listener of this.listeners) listener();
  }

  private toRecorded(r: EventRow): RecordedEvent {
    return this.upcast({
      streamId: r.stream_id,
      streamVersion: Number(r.stream_version),
      globalPosition: { transactionId: r.transaction_id, position: r.global_position },
      type: r.type,
      schemaVersion: r.schema_version,
      data: r.data,
      metadata: r.metadata,
      recordedAt: r.recorded_at,
    });
  }
}
