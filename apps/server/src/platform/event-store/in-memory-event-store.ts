import { DuplicateEventIdError, WrongExpectedVersionError } from './event-store.errors';
import {
  type AppendResult, assertAppendsToStreams, comparePositions, type EventStore, type ExpectedVersion, type GlobalPosition, type NewEvent,
  noUpcast, type ReadStreamOptions, type RecordedEvent, START, type StreamAppend, type Upcaster,
} from './event-store.port';

/** In-memory event store for unit tests: same contract, no durability. Positions use transaction id 1. */
export class InMemoryEventStore implements EventStore {
  private readonly streams = new Map<string, RecordedEvent[]>();
  private readonly all: RecordedEvent[] = [];
  private readonly byEventId = new Map<string, RecordedEvent>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly upcast: Upcaster = noUpcast) {}

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const from = options.fromVersion ?? 1;
    const to = options.toVersion ?? Number.MAX_SAFE_INTEGER;
    return (this.streams.get(streamId) ?? []).filter((e) => e.streamVersion >= from && e.streamVersion <= to).map(this.upcast);
  }

  async appendToStream(streamId: string, events: readonly NewEvent[], expected: ExpectedVersion): Promise<AppendResult> {
    if (events.length === 0) throw new Error('appendToStream needs at least one event');
    const existing = events.map((e) => this.byEventId.get(e.metadata.eventId)).filter((e): e is RecordedEvent => !!e);
    const stream = this.streams.get(streamId) ?? [];
    if (existing.length === events.length) {
      const last = existing.reduce((a, b) => (comparePositions(a.globalPosition, b.globalPosition) >= 0 ? a : b));
      return { nextExpectedVersion: (this.streams.get(last.streamId) ?? []).length, position: last.globalPosition, duplicate: true };
    }
    if (existing.length > 0) throw new DuplicateEventIdError(streamId);
    const current = stream.length;
    const ok = expected.kind === 'any'
      || (expected.kind === 'no-stream' && current === 0)
      || (expected.kind === 'exists' && current > 0)
      || (expected.kind === 'exact' && current === expected.version);
    if (!ok) throw new WrongExpectedVersionError(streamId, expected, current);
    return this.write(streamId, events);
  }

  async appendToStreams(appends: readonly StreamAppend[]): Promise<AppendResult[] | null> {
    assertAppendsToStreams(appends);
    const holds = appends.every((a) => (this.streams.get(a.streamId) ?? []).length === a.expectedVersion
      && a.events.every((e) => !this.byEventId.has(e.metadata.eventId)));
    const eventIds = appends.flatMap((a) => a.events.map((e) => e.metadata.eventId));
    if (!holds || new Set(eventIds).size !== eventIds.length) return null;
    return appends.map((a) => this.write(a.streamId, a.events));
  }

  /** The events at the end of the stream, checked already. */
  private write(streamId: string, events: readonly NewEvent[]): AppendResult {
    const stream = this.streams.get(streamId) ?? [];
    const current = stream.length;
    const recordedAt = new Date();
    const recorded = events.map((e, i): RecordedEvent => ({
      streamId,
      streamVersion: current + i + 1,
      globalPosition: { transactionId: '1', position: String(this.all.length + i + 1) },
      type: e.type,
      schemaVersion: e.schemaVersion ?? 1,
      data: structuredClone(e.data),
      metadata: { ...e.metadata },
      recordedAt,
    }));
    this.streams.set(streamId, [...stream, ...recorded]);
    this.all.push(...recorded);
    recorded.forEach((r) => this.byEventId.set(r.metadata.eventId, r));
    queueMicrotask(() => this.listeners.forEach((l) => l()));
    return { nextExpectedVersion: current + events.length, position: recorded[recorded.length - 1].globalPosition, duplicate: false };
  }

  async readAll(after: GlobalPosition, limit: number): Promise<RecordedEvent[]> {
    const start = comparePositions(after, START) === 0 ? 0 : Number(after.position);
    return this.all.slice(start, start + limit).map(this.upcast);
  }

  async headPosition(): Promise<GlobalPosition> {
    return this.all.length ? this.all[this.all.length - 1].globalPosition : START;
  }

  onAppended(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
