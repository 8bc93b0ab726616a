/**
 * The event store port (ARCHITECTURE §3). Implementations: PostgreSQL (the one that runs), in-memory (unit tests and tools); ADR 0084.
 * Stream versions are 1-based: a stream with N events has version N; "no stream" is version 0.
 */

export type ExpectedVersion =
  | { readonly kind: 'any' }
  | { readonly kind: 'no-stream' }
  | { readonly kind: 'exists' }
  | { readonly kind: 'exact'; readonly version: number };

export const Expected = {
  any: { kind: 'any' } as ExpectedVersion,
  noStream: { kind: 'no-stream' } as ExpectedVersion,
  exists: { kind: 'exists' } as ExpectedVersion,
  exact: (version: number): ExpectedVersion => (version === 0 ? { kind: 'no-stream' } : { kind: 'exact', version }),
};

/** Metadata carried by every event (rule 5). Audit and support tooling read it. */
export interface EventMetadata {
  readonly eventId: string;
  readonly correlationId: string;
  readonly causationId: string | null;
  readonly actor: string | null;
  readonly impersonator: string | null;
  readonly brand: string | null;
  readonly occurredAt: string;
  /** The W3C trace context of the work that appended the event, when tracing is on (ADR 0080): its handlers join that trace. */
  readonly traceparent?: string;
  readonly tracestate?: string;
}

export interface NewEvent<TData = unknown> {
  readonly type: string;
  readonly data: TData;
  readonly schemaVersion?: number;
  readonly metadata: EventMetadata;
}

/**
 * A position in the global order. In PostgreSQL this is (transaction id, sequence position): sequence values
 * alone commit out of order under concurrency (rule 2). Both parts are decimal strings so bigint/xid8 survive JSON.
 */
export interface GlobalPosition {
  readonly transactionId: string;
  readonly position: string;
}

export const START: GlobalPosition = { transactionId: '0', position: '0' };

export function comparePositions(a: GlobalPosition, b: GlobalPosition): number {
  const ta = BigInt(a.transactionId);
  const tb = BigInt(b.transactionId);
  if (ta !== tb) return ta < tb ? -1 : 1;
  const pa = BigInt(a.position);
  const pb = BigInt(b.position);
  return pa === pb ? 0 : pa < pb ? -1 : 1;
}

export interface RecordedEvent<TData = unknown> {
  readonly streamId: string;
  readonly streamVersion: number;
  readonly globalPosition: GlobalPosition;
  readonly type: string;
  readonly schemaVersion: number;
  readonly data: TData;
  readonly metadata: EventMetadata;
  readonly recordedAt: Date;
}

export interface AppendResult {
  /** The stream's version after the append: pass it as `Expected.exact` next time. */
  readonly nextExpectedVersion: number;
  /** Position of the last event of this append (or of the already stored ones on an idempotent retry). */
  readonly position: GlobalPosition;
  /** True when every event id was already stored: nothing was written (rule 4). */
  readonly duplicate: boolean;
}

/** One stream's part of an all-or-nothing append to several streams (`EventStore.appendToStreams`). */
export interface StreamAppend {
  readonly streamId: string;
  /** The stream's version before these events: 0 for a stream that must not exist yet (ARCHITECTURE §3). */
  readonly expectedVersion: number;
  /** At least one event. */
  readonly events: readonly NewEvent[];
}

/** What every store refuses in `appendToStreams` as a caller's error (not a refusal answered null). */
export function assertAppendsToStreams(appends: readonly StreamAppend[]): void {
  if (new Set(appends.map((a) => a.streamId)).size !== appends.length) throw new Error('appendToStreams takes each stream once');
  for (const a of appends) {
    if (a.events.length === 0) throw new Error(`appendToStreams needs at least one event for ${a.streamId}`);
    if (!Number.isInteger(a.expectedVersion) || a.expectedVersion < 0) throw new Error(`appendToStreams: ${a.streamId}'s expected version is not a version`);
  }
}

export interface ReadStreamOptions {
  readonly fromVersion?: number;
  readonly toVersion?: number;
}

export interface EventStore {
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  appendToStream(streamId: string, events: readonly NewEvent[], expected: ExpectedVersion): Promise<AppendResult>;
  /**
   * Appends to several distinct streams all or nothing, in one transaction: each stream new (`expectedVersion` 0: it
   * must not exist) or at its exact expected version (ADR 0094). Answers one result per append, in the order given,
   * or null with nothing written when one expectation no longer holds, an event id is stored already (a retried
   * batch) or the batch lost a race on a row: the caller reads again and decides again, or appends stream by stream,
   * where each of those cases has its usual answer.
   */
  appendToStreams(appends: readonly StreamAppend[]): Promise<AppendResult[] | null>;
  /** Committed events strictly after `after`, in global order, at most `limit`. Never skips a late commit. */
  readAll(after: GlobalPosition, limit: number): Promise<RecordedEvent[]>;
  /**
   * Optional: the page `readAll(after, limit)` answers, of which only the events of `types` are decoded and returned
   * (a rebuild of a projection that reads few types). Call it through `readPageOfTypes`, which falls back on readAll.
   */
  readPageOfTypes?(after: GlobalPosition, limit: number, types: readonly string[]): Promise<TypedPage>;
  /** The last position ever appended (committed), or START. Readers reach it eventually. */
  headPosition(): Promise<GlobalPosition>;
  /** Called (best effort, possibly coalesced) after events are appended anywhere; returns an unsubscribe function. */
  onAppended(listener: () => void): () => void;
  close(): Promise<void>;
}

/** A page of the log read for some event types only. */
export interface TypedPage {
  /** The page's events of the types asked, in global order. */
  readonly events: RecordedEvent[];
  /** How many events the page holds, of any type (`readAll` would have answered that many). */
  readonly scanned: number;
  /** The position of the page's last event, of any type (where the next page starts); null when the page is empty. */
  readonly end: GlobalPosition | null;
}

/**
 * The next `limit` events of the log after `after`, only those of `types` decoded (see EventStore.readPageOfTypes);
 * every event of the page when `types` is not given.
 */
export async function readPageOfTypes(store: EventStore, after: GlobalPosition, limit: number, types?: readonly string[]): Promise<TypedPage> {
  if (types && store.readPageOfTypes) return store.readPageOfTypes(after, limit, types);
  const page = await store.readAll(after, limit);
  const wanted = types && new Set(types);
  return { events: wanted ? page.filter((e) => wanted.has(e.type)) : page, scanned: page.length, end: page.at(-1)?.globalPosition ?? null };
}

/** Upcasting on read (rule 9): turn an old schema version's data into the current one. */
export type Upcaster = (event: RecordedEvent) => RecordedEvent;
export const noUpcast: Upcaster = (e) => e;

/** Builds an upcaster from per-type chains keyed by the schema version they upgrade from. */
export function upcasterFrom(
  chains: Record<string, Record<number, (data: any) => unknown>>,
): Upcaster {
  return (event) => {
    const chain = chains[event.type];
    if (!chain) return event;
    let { data, schemaVersion } = event;
    while (chain[schemaVersion]) {
      data = chain[schemaVersion](data);
      schemaVersion += 1;
    }
    return schemaVersion === event.schemaVersion ? event : { ...event, data, schemaVersion };
  };
}
