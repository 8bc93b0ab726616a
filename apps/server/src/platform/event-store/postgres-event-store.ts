import { availableParallelism } from 'node:os';
import type { Pool, QueryConfig } from 'pg';
import { type AppendObserver, observedAppend } from '../observability/observed-append';
import { withTraceContext } from '../observability/tracing';
import { AppendQueue, type PendingAppend } from './append-queue';
import { DuplicateEventIdError, WrongExpectedVersionError } from './event-store.errors';
import {
  type AppendResult, assertAppendsToStreams, type EventStore, type ExpectedVersion, type GlobalPosition, type NewEvent, noUpcast, type TypedPage,
  type ReadStreamOptions, type RecordedEvent, START, type StreamAppend, type Upcaster,
} from './event-store.port';

const UNIQUE_VIOLATION = '23505';

/**
 * How an append writes its streams row, per expected-version mode (ARCHITECTURE §3 rule 3). Each answers the stream's
 * new version, or no row when the expectation does not hold; "no stream" is a plain insert whose primary key refuses
 * an existing stream (cheaper than ON CONFLICT's speculative insertion, and the conflict path is the rare one).
 * $1 stream id, $2 number of events, $8 expected version (exact only).
 */
const STREAM_WRITE: Record<ExpectedVersion['kind'], string> = {
  'no-stream': 'insert into eventstore.streams (stream_id, version) values ($1, $2) returning version',
  exact: 'update eventstore.streams set version = version + $2 where stream_id = $1 and version = $8 returning version',
  exists: 'update eventstore.streams set version = version + $2 where stream_id = $1 returning version',
  any: `insert into eventstore.streams as s (stream_id, version) values ($1, $2)
          on conflict (stream_id) do update set version = s.version + excluded.version returning version`,
};

/**
 * The append as ONE statement (rule 4): the streams-row check and the events insert in data-modifying CTEs, so a
 * wrong expected version inserts nothing and answers a null version. A single SQL statement rather than a PL/pgSQL
 * function: no interpreter, no result materialisation; it measured about 1.5x the throughput of the function.
 * The transaction id is read after both CTEs ran (left to right), so it is the one that wrote the events.
 */
const appendSql = (write: string, insert: string) => `
  with s as (${write}),
  e as (${insert} returning global_position)
  select (select version from s) as next_version, (select max(global_position) from e) as global_position,
         pg_current_xact_id_if_assigned() as transaction_id`;
const EVENTS_INSERT = 'insert into eventstore.events (stream_id, stream_version, event_id, type, schema_version, data, metadata)';

/** Several events: the columns as parallel arrays, unnested in order. */
const APPEND_MANY = Object.fromEntries(Object.entries(STREAM_WRITE).map(([kind, write]) => [kind, appendSql(write, `
    ${EVENTS_INSERT}
    select $1, s.version - $2 + u.i, u.event_id, u.type, u.schema_version, u.data, u.metadata
      from s, unnest($3::uuid[], $4::text[], $5::int[], $6::jsonb[], $7::jsonb[])
              with ordinality as u(event_id, type, schema_version, data, metadata, i)
     order by u.i`)])) as Record<ExpectedVersion['kind'], string>;

/**
 * One event (most commands): plain scalar parameters. No array literals to build and escape in Node, none to parse,
 * no unnest and sort in PostgreSQL; measured about 1.3x the array form's throughput with 8 writers (ADR 0023).
 */
const APPEND_ONE = Object.fromEntries(Object.entries(STREAM_WRITE).map(([kind, write]) => [kind, appendSql(write, `
    ${EVENTS_INSERT}
    select $1, s.version, $3::uuid, $4::text, $5::int, $6::jsonb, $7::jsonb from s`)])) as Record<ExpectedVersion['kind'], string>;

/**
 * Many new streams in one statement: the streams rows (a plain insert, refused by the primary key if one exists) and
 * their events in the order given (a single statement is its own transaction). $1/$2 stream ids and event counts,
 * $3..$9 the events' stream id, version, id, type, schema version, data, metadata.
 */
const APPEND_NEW_STREAMS_SQL = `
  with s as (insert into eventstore.streams (stream_id, version) select * from unnest($1::text[], $2::bigint[]) returning 1)
  ${EVENTS_INSERT}
  select u.stream_id, u.stream_version, u.event_id, u.type, u.schema_version, u.data, u.metadata
    from unnest($3::text[], $4::bigint[], $5::uuid[], $6::text[], $7::int[], $8::jsonb[], $9::jsonb[])
         with ordinality as u(stream_id, stream_version, event_id, type, schema_version, data, metadata, i)
   where (select count(*) from s) = cardinality($1::text[])
   order by u.i`;

/**
 * Events appended to several streams, each new (expected version 0: a streams row inserted, none when the stream
 * exists) or at its exact expected version (the row moves only where the version still holds), and the events go in
 * only when every stream moved. Run inside a transaction that is rolled back unless every stream answers a row (a
 * partial move of the versions must never commit). Answers, per stream written, its last event's position.
 * $1/$2/$3 stream ids, event counts, expected versions; $4..$10 the events as in APPEND_NEW_STREAMS_SQL.
 */
const APPEND_TO_STREAMS_SQL = `
  with a as (select * from unnest($1::text[], $2::bigint[], $3::bigint[]) as a(stream_id, n, expected)),
  created as (
    insert into eventstore.streams (stream_id, version)
    select stream_id, n from a where expected = 0
    on conflict (stream_id) do nothing
    returning 1),
  updated as (
    update eventstore.streams as st set version = st.version + a.n
      from a
     where st.stream_id = a.stream_id and a.expected > 0 and st.version = a.expected
    returning 1),
  moved as (select (select count(*) from created) + (select count(*) from updated) as n),
  e as (
    ${EVENTS_INSERT}
    select u.stream_id, u.stream_version, u.event_id, u.type, u.schema_version, u.data, u.metadata
      from unnest($4::text[], $5::bigint[], $6::uuid[], $7::text[], $8::int[], $9::jsonb[], $10::jsonb[])
           with ordinality as u(stream_id, stream_version, event_id, type, schema_version, data, metadata, i)
     where (select n from moved) = cardinality($1::text[])
     order by u.i
    returning stream_id, global_position)
  select stream_id, max(global_position) as global_position, pg_current_xact_id_if_assigned() as transaction_id
    from e group by stream_id`;

/**
 * Appends of several callers to distinct streams, as ONE statement (the append queue's batch, ADR 0052): each stream
 * moves where its expectation holds ("no stream": a new streams row, skipped when the stream exists; "exact": the
 * version matches; "exists": the row is there) and only the streams that moved get their events, so one append's
 * wrong version leaves the others in. Answers a row per append that went in. Streams arrive sorted by id, so any two
 * batches take their rows' locks in one order.
 * $1..$4 per append: stream id, event count, creates the stream, expected version (null unless exact);
 * $5..$11 per event: stream id, places before its append's last event, id, type, schema version, data, metadata.
 */
const APPEND_BATCH_SQL = `
  with a as (select * from unnest($1::text[], $2::bigint[], $3::bool[], $4::bigint[]) as a(stream_id, n, creates, expected)),
  created as (
    insert into eventstore.streams (stream_id, version)
    select stream_id, n from a where creates
    on conflict (stream_id) do nothing
    returning stream_id, version),
  moved as (
    update eventstore.streams as st set version = st.version + a.n
      from a
     where st.stream_id = a.stream_id and not a.creates and (a.expected is null or st.version = a.expected)
    returning st.stream_id, st.version),
  went as (select * from created union all select * from moved),
  e as (
    ${EVENTS_INSERT}
    select v.stream_id, w.version - v.back, v.event_id, v.type, v.schema_version, v.data, v.metadata
      from unnest($5::text[], $6::bigint[], $7::uuid[], $8::text[], $9::int[], $10::jsonb[], $11::jsonb[])
           with ordinality as v(stream_id, back, event_id, type, schema_version, data, metadata, i)
      join went w using (stream_id)
     order by v.i
    returning stream_id, global_position)
  select w.stream_id, w.version as next_version, e.global_position, pg_current_xact_id_if_assigned() as transaction_id
    from went w join (select stream_id, max(global_position) as global_position from e group by stream_id) e using (stream_id)`;

/** Errors that mean "this batch cannot go in as one": a stored event id, a lost race on a row, a deadlock. */
const BATCH_REFUSALS = new Set([UNIQUE_VIOLATION, '40P01', '40001']);

/** The append statement for `streamId` (named, so each connection parses and plans it once per mode and shape). */
export function appendQuery(streamId: string, events: readonly NewEvent[], expected: ExpectedVersion): QueryConfig {
  const one = events.length === 1;
  const values: unknown[] = one
    ? [streamId, 1, events[0].metadata.eventId, events[0].type, events[0].schemaVersion ?? 1,
      JSON.stringify(events[0].data), JSON.stringify(events[0].metadata)]
    : [
      streamId,
      events.length,
      events.map((e) => e.metadata.eventId),
      events.map((e) => e.type),
      events.map((e) => e.schemaVersion ?? 1),
      events.map((e) => JSON.stringify(e.data)),
      events.map((e) => JSON.stringify(e.metadata)),
    ];
  if (expected.kind === 'exact') values.push(expected.version);
  return one
    ? { name: `eventstore.append1.${expected.kind}`, text: APPEND_ONE[expected.kind], values }
    : { name: `eventstore.append.${expected.kind}`, text: APPEND_MANY[expected.kind], values };
}

interface AppendRow { next_version: string | null; transaction_id: string | null; global_position: string | null }
interface BatchRow { stream_id: string; next_version: string; transaction_id: string; global_position: string }
interface StreamsRow { stream_id: string; transaction_id: string; global_position: string }

export interface PostgresEventStoreOptions {
  /** Append statements on the wire at once before appends wait to leave together (ADR 0052). */
  readonly appendsInFlight?: number;
  /** Counts appends and conflicts per stream category (the metrics, ADR 0080). */
  readonly observer?: AppendObserver;
}

/**
 * One statement per core, two at least: PostgreSQL works on as many at once as it has cores, and appends beyond them
 * wait to leave together. Measured on 2 cores (ADR 0052): 4 in flight made smaller batches and fewer appends/s.
 */
export const defaultAppendsInFlight = () => Math.max(2, availableParallelism());

export interface EventRow {
  stream_id: string;
  stream_version: string;
  transaction_id: string;
  global_position: string;
  type: string;
  schema_version: number;
  data: unknown;
  /** The metadata's JSON text: parsed on first use (projections rarely read it; parsing it was a quarter of a read). */
  metadata: string;
  /** Milliseconds since the epoch (a JS Date's precision): a number is far cheaper to decode than a timestamp text. */
  recorded_at: string;
}

export const EVENT_COLUMNS = `stream_id, stream_version, transaction_id, global_position, type, schema_version, data,
  metadata::text as metadata, floor(extract(epoch from recorded_at) * 1000)::int8 as recorded_at`;

/**
 * PostgreSQL event store (ARCHITECTURE §3). An append is one round trip: one statement (`appendQuery`) that checks
 * the expected version on the streams row and inserts every event; appends of several callers that meet while
 * others are on the wire go in together as one statement (`APPEND_BATCH_SQL`, the append queue, ADR 0052).
 * Readers of the global log only see transactions below the current snapshot's xmin, so a transaction that
 * took its sequence number early but committed late is never skipped.
 */
export class PostgresEventStore implements EventStore {
  private readonly listeners = new Set<() => void>();

  private readonly appends: AppendQueue;
  private readonly observer: AppendObserver | undefined;

  constructor(private readonly pool: Pool, private readonly upcast: Upcaster = noUpcast, options: PostgresEventStoreOptions = {}) {
    this.observer = options.observer;
    this.appends = new AppendQueue(
      { inFlight: options.appendsInFlight ?? defaultAppendsInFlight(), appendsPerBatch: 100, eventsPerBatch: 1000 },
      (appends) => (appends.length === 1 ? this.appendOne(appends[0]) : this.appendBatch(appends)),
    );
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>({
      // Named like every hot statement of the store: a stream's read is one on every command and many queries.
      name: 'eventstore.read-stream',
      text: `select ${EVENT_COLUMNS} from eventstore.events
        where stream_id = $1 and stream_version >= $2 and stream_version <= $3
        order by stream_version`,
      values: [streamId, options.fromVersion ?? 1, options.toVersion ?? Number.MAX_SAFE_INTEGER],
    });
    return rows.map((r) => this.toRecorded(r));
  }

  async appendToStream(streamId: string, events: readonly NewEvent[], expected: ExpectedVersion): Promise<AppendResult> {
    if (events.length === 0) throw new Error('appendToStream needs at least one event');
    return observedAppend(this.observer, streamId, events, (observed) => this.appends.submit(streamId, observed, expected));
  }

  /** An append as its own statement (`appendQuery`). Settles it; never rejects. */
  private async appendOne(append: PendingAppend): Promise<void> {
    let row: AppendRow | undefined;
    try {
      row = (await this.pool.query<AppendRow>(appendQuery(append.streamId, append.events, append.expected))).rows[0];
    } catch (error: any) {
      // A unique violation: the stream exists ("no stream"), an event id is stored already, or the events' primary
      // key caught a race the streams row did not (the backstop). Settled below like a wrong expected version.
      if (error?.code !== UNIQUE_VIOLATION) return append.reject(error);
    }
    if (!row?.next_version) return this.settle(append);
    this.notify();
    append.resolve({
      nextExpectedVersion: Number(row.next_version),
      position: { transactionId: row.transaction_id!, position: row.global_position! },
      duplicate: false,
    });
  }

  /**
   * Several callers' appends to distinct streams in one statement (APPEND_BATCH_SQL). Each that went in is answered
   * from its row; each that did not is settled on its own, as a single append would be. Settles them all; never
   * rejects.
   */
  private async appendBatch(appends: readonly PendingAppend[]): Promise<void> {
    const sorted: { append: PendingAppend; data: string[]; metadata: string[] }[] = [];
    for (const append of [...appends].sort((x, y) => (x.streamId < y.streamId ? -1 : x.streamId > y.streamId ? 1 : 0))) {
      try {
        sorted.push({ append, data: append.events.map((e) => JSON.stringify(e.data)), metadata: append.events.map((e) => JSON.stringify(e.metadata)) });
      } catch (error) {
        append.reject(error); // data JSON cannot hold: this caller's error alone
      }
    }
    if (sorted.length === 0) return;
    const events = sorted.flatMap((s) => s.append.events.map((e, k) => ({ s, k, back: s.append.events.length - 1 - k, e })));
    let rows: BatchRow[];
    try {
      ({ rows } = await this.pool.query<BatchRow>({
        name: 'eventstore.append-batch',
        text: APPEND_BATCH_SQL,
        values: [
          sorted.map((s) => s.append.streamId), sorted.map((s) => s.append.events.length),
          sorted.map((s) => s.append.expected.kind === 'no-stream'),
          sorted.map((s) => (s.append.expected.kind === 'exact' ? s.append.expected.version : null)),
          events.map((x) => x.s.append.streamId), events.map((x) => x.back), events.map((x) => x.e.metadata.eventId),
          events.map((x) => x.e.type), events.map((x) => x.e.schemaVersion ?? 1), events.map((x) => x.s.data[x.k]),
          events.map((x) => x.s.metadata[x.k]),
        ],
      }));
    } catch (error: any) {
      // PostgreSQL refused the statement (a stored event id, a deadlock, one append's bad data...) and rolled all of
      // it back: each append goes again on its own, where its case has its usual answer (retries are safe, rule 4).
      // A lost connection (no error from the server) is every caller's error, as it would be for a single append.
      if (error?.severity === 'ERROR') this.appends.retryAlone(sorted.map((s) => s.append));
      else for (const s of sorted) s.append.reject(error);
      return;
    }
    if (rows.length > 0) this.notify();
    const went = new Map(rows.map((r) => [r.stream_id, r]));
    for (const { append } of sorted) {
      const row = went.get(append.streamId);
      if (!row) {
        this.settle(append);
        continue;
      }
      append.resolve({
        nextExpectedVersion: Number(row.next_version),
        position: { transactionId: row.transaction_id, position: row.global_position },
        duplicate: false,
      });
    }
  }

  /** An append that did not go in: answered off the statement's slot, so the next appends need not wait for it. */
  private settle(append: PendingAppend): void {
    this.settleConflict(append.streamId, append.events, append.expected).then(append.resolve, append.reject);
  }

  /**
   * The rare path: a retry of an append that was stored already (its original committed, or raced it) is a no-op
   * answering the stored result (rule 4); a partial match of the event ids is an error; otherwise the expected
   * version did not hold, reported with the stream's actual version.
   */
  private async settleConflict(streamId: string, events: readonly NewEvent[], expected: ExpectedVersion): Promise<AppendResult> {
    const eventIds = events.map((e) => e.metadata.eventId);
    const { rows: [found] } = await this.pool.query<{ version: string | null; n: string; transaction_id: string | null; global_position: string | null }>(
      `select (select version from eventstore.streams where stream_id = $1) as version,
              (select count(*) from eventstore.events where event_id = any($2::uuid[])) as n,
              last.transaction_id, last.global_position
         from (select 1) as one
         left join lateral (select transaction_id, global_position from eventstore.events where event_id = any($2::uuid[])
                             order by transaction_id desc, global_position desc limit 1) as last on true`,
      [streamId, eventIds],
    );
    const n = Number(found.n);
    if (n === eventIds.length) {
      return {
        nextExpectedVersion: Number(found.version),
        position: { transactionId: found.transaction_id!, position: found.global_position! },
        duplicate: true,
      };
    }
    if (n > 0) throw new DuplicateEventIdError(streamId);
    throw new WrongExpectedVersionError(streamId, expected, found.version === null ? null : Number(found.version));
  }

  /**
   * Bulk load of brand-new streams (the demo seed, inventory imports): ONE statement writes every streams row (a plain
   * insert: the primary key refuses an existing stream) and every event, in the order given, in one transaction. False,
   * with nothing written, when one of the streams exists already.
   */
  async appendNewStreams(streams: readonly { streamId: string; events: readonly NewEvent[] }[]): Promise<boolean> {
    const withEvents = streams.filter((s) => s.events.length > 0);
    if (withEvents.length === 0) return true;
    const events = withEvents.flatMap((s) => s.events.map((e, k) => ({ streamId: s.streamId, version: k + 1, e })));
    try {
      await this.pool.query({
        name: 'eventstore.append-new-streams',
        text: APPEND_NEW_STREAMS_SQL,
        values: [
          withEvents.map((s) => s.streamId), withEvents.map((s) => s.events.length),
          events.map((x) => x.streamId), events.map((x) => x.version), events.map((x) => x.e.metadata.eventId), events.map((x) => x.e.type),
          events.map((x) => x.e.schemaVersion ?? 1), events.map((x) => JSON.stringify(x.e.data)), events.map((x) => JSON.stringify(x.e.metadata)),
        ],
      });
    } catch (error: any) {
      if (error?.code === UNIQUE_VIOLATION) return false;
      throw error;
    }
    this.notify();
    return true;
  }

  /**
   * Several streams read in one statement (a command applied to many streams at once, e.g. a re-valuation): each
   * stream's events in version order; a stream with no events is absent from the map.
   */
  async readStreams(streamIds: readonly string[]): Promise<Map<string, RecordedEvent[]>> {
    const streams = new Map<string, RecordedEvent[]>();
    if (streamIds.length === 0) return streams;
    const { rows } = await this.pool.query<EventRow>({
      name: 'eventstore.read-streams',
      text: `select ${EVENT_COLUMNS} from eventstore.events where stream_id = any($1::text[]) order by stream_id, stream_version`,
      values: [streamIds],
    });
    for (const r of rows) {
      const events = streams.get(r.stream_id);
      if (events) events.push(this.toRecorded(r));
      else streams.set(r.stream_id, [this.toRecorded(r)]);
    }
    return streams;
  }

  /**
   * Appends to several streams all or nothing (the port's contract, ADR 0094): ONE statement in a transaction that is
   * rolled back unless every stream moved. Null, with nothing written, when an expectation no longer holds, an event
   * id is stored already or the batch lost a lock race; stream ids must be distinct.
   */
  async appendToStreams(appends: readonly StreamAppend[]): Promise<AppendResult[] | null> {
    assertAppendsToStreams(appends);
    if (appends.length === 0) return [];
    const traced = appends.map((a) => ({ ...a, events: withTraceContext(a.events) }));
    const events = traced.flatMap((a) => a.events.map((e, k) => ({ streamId: a.streamId, version: a.expectedVersion + k + 1, e })));
    const client = await this.pool.connect();
    let rows: StreamsRow[] | null = null;
    try {
      await client.query('begin');
      ({ rows } = await client.query<StreamsRow>({
        name: 'eventstore.append-to-streams',
        text: APPEND_TO_STREAMS_SQL,
        values: [
          traced.map((a) => a.streamId), traced.map((a) => a.events.length), traced.map((a) => a.expectedVersion),
          events.map((x) => x.streamId), events.map((x) => x.version), events.map((x) => x.e.metadata.eventId), events.map((x) => x.e.type),
          events.map((x) => x.e.schemaVersion ?? 1), events.map((x) => JSON.stringify(x.e.data)), events.map((x) => JSON.stringify(x.e.metadata)),
        ],
      }));
      if (rows.length !== traced.length) rows = null;
      await client.query(rows ? 'commit' : 'rollback');
    } catch (error: any) {
      rows = null;
      await client.query('rollback').catch(() => undefined);
      if (!BATCH_REFUSALS.has(error?.code)) throw error;
    } finally {
      client.release();
    }
    if (!rows) return null;
    this.notify();
    for (const a of traced) this.observer?.appended(a.streamId, a.events.length);
    const written = new Map(rows.map((r) => [r.stream_id, r]));
    return traced.map((a) => {
      const row = written.get(a.streamId)!;
      return {
        nextExpectedVersion: a.expectedVersion + a.events.length,
        position: { transactionId: row.transaction_id, position: row.global_position },
        duplicate: false,
      };
    });
  }

  async readAll(after: GlobalPosition, limit: number): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>(
      `select ${EVENT_COLUMNS} from eventstore.events
        where (transaction_id, global_position) > ($1::xid8, $2::bigint)
          and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        order by transaction_id, global_position
        limit $3`,
      [after.transactionId, after.position, limit],
    );
    return rows.map((r) => this.toRecorded(r));
  }

  /**
   * readAll's page, but only the events asked for are sent whole and decoded (decoding is what bounds a rebuild,
   * ADR 0023): a row of another type comes back with its position and type only, so the page's length and end are
   * read off the rows themselves. The page is readAll's plan (the keyset range in index order, its limit) with no sort
   * or window over it: windows to find the last row kept every row's data through two sorts, and cost PostgreSQL
   * as much again as the plain read (ADR 0050).
   */
  async readPageOfTypes(after: GlobalPosition, limit: number, types: readonly string[]): Promise<TypedPage> {
    const { rows } = await this.pool.query<Pick<EventRow, 'transaction_id' | 'global_position' | 'type'> & Partial<EventRow>>(
      `select transaction_id, global_position, type,
              case when wanted then stream_id end as stream_id, case when wanted then stream_version end as stream_version,
              case when wanted then schema_version end as schema_version, case when wanted then data end as data,
              case when wanted then metadata::text end as metadata,
              case when wanted then floor(extract(epoch from recorded_at) * 1000)::int8 end as recorded_at
         from (select *, type = any($4::text[]) as wanted from eventstore.events
                where (transaction_id, global_position) > ($1::xid8, $2::bigint)
                  and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
                order by transaction_id, global_position
                limit $3) page`,
      [after.transactionId, after.position, limit, types],
    );
    const last = rows.at(-1);
    if (!last) return { events: [], scanned: 0, end: null };
    const wanted = new Set(types);
    const events: RecordedEvent[] = [];
    for (const r of rows) if (wanted.has(r.type)) events.push(this.toRecorded(r as EventRow));
    return { events, scanned: rows.length, end: { transactionId: last.transaction_id, position: last.global_position } };
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
    return recordedEvent(r, this.upcast);
  }
}

/** An `eventstore.events` row (selected as EVENT_COLUMNS) as the port's RecordedEvent, upcast. */
export function recordedEvent(r: EventRow, upcast: Upcaster): RecordedEvent {
  let metadata: RecordedEvent['metadata'] | undefined;
  const json = r.metadata;
  return upcast({
    streamId: r.stream_id,
    streamVersion: Number(r.stream_version),
    globalPosition: { transactionId: r.transaction_id, position: r.global_position },
    type: r.type,
    schemaVersion: r.schema_version,
    data: r.data,
    // An own enumerable getter: spreading, comparing or serialising the event reads it like a plain property.
    get metadata() {
      return (metadata ??= JSON.parse(json));
    },
    recordedAt: new Date(Number(r.recorded_at)),
  });
}
