import { type Kysely, sql } from 'kysely';
import type { ReadStreamOptions, RecordedEvent, Upcaster } from '../event-store/event-store.port';
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
    async readStreams(upTo: ReadonlyMap<string, number>) {
      const streams = new Map<string, RecordedEvent[]>();
      if (upTo.size === 0) return streams;
      // One statement for every stream, up to the highest version asked; each stream is then cut at its own version.
      const { rows } = await sql<EventRow>`
        select ${sql.raw(EVENT_COLUMNS)} from eventstore.events
         where stream_id = any(${[...upTo.keys()]}::text[]) and stream_version <= ${Math.max(...upTo.values())}
         order by stream_id, stream_version`.execute(db);
      for (const r of rows) {
        if (Number(r.stream_version) > upTo.get(r.stream_id)!) continue;
        const events = streams.get(r.stream_id) ?? [];
        if (events.length === 0) streams.set(r.stream_id, events);
        events.push(recordedEvent(r, upcast));
      }
      return streams;
    },
  };
}

/**
 * For translators whose public events carry the state their source event left: each stream of the batch that
 * `isSource` admits, read once up to its last event in the batch (one statement for the batch) and folded; the state
 * after each version, by stream.
 */
export async function statesAfterEach<S>(
  events: readonly RecordedEvent[], source: SourceStreams,
  fold: { readonly isSource: (streamId: string) => boolean; readonly initial: S; readonly evolve: (state: S, event: RecordedEvent) => S },
): Promise<Map<string, Map<number, S>>> {
  const lastVersion = new Map<string, number>();
  for (const e of events) if (fold.isSource(e.streamId)) lastVersion.set(e.streamId, Math.max(lastVersion.get(e.streamId) ?? 0, e.streamVersion));
  const statesAt = new Map<string, Map<number, S>>();
  if (lastVersion.size === 0) return statesAt;
  for (const [streamId, stream] of await source.readStreams(lastVersion)) {
    const states = new Map<number, S>();
    let state = fold.initial;
    for (const stored of stream) {
      state = fold.evolve(state, stored);
      states.set(stored.streamVersion, state);
    }
    statesAt.set(streamId, states);
  }
  return statesAt;
}
