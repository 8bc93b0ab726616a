import { type Kysely, sql } from 'kysely';
import type { ReadStreamOptions } from '../event-store/event-store.port';
import type { Upcaster } from '../event-store/event-store.port';
import { EVENT_COLUMNS, type EventRow, recordedEvent } from '../event-store/postgres-event-store';
import type { SourceStreams } from './integration-events';

/**
 * A publisher's streams read through the connection of the batch being applied: a translator that needs an earlier
 * event of a stream (the one that started it) takes no second connection from the pool while the batch holds one.
 */
export function sourceStreamsIn(db: Kysely<any>, upcast: Upcaster): SourceStreams {
  return {
    async readStream(streamId: string, options: ReadStreamOptions = {}) {
      const { rows } = await sql<EventRow>`
        select ${sql.raw(EVENT_COLUMNS)} from eventstore.events
         where stream_id = ${streamId} and stream_version >= ${options.fromVersion ?? 1}
           and stream_version <= ${options.toVersion ?? Number.MAX_SAFE_INTEGER}
         order by stream_version`.execute(db);
      return rows.map((r) => recordedEvent(r, upcast));
    },
  };
}
