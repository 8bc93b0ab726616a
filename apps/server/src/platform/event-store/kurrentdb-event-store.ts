import {
  ANY, BACKWARDS, END, excludeSystemEvents, FORWARDS, jsonEvent, KurrentDBClient, NO_STREAM, START as KURRENT_START,
  STREAM_EXISTS, StreamNotFoundError, WrongExpectedVersionError as KurrentWrongExpectedVersion,
  type AllStreamResolvedEvent, type AppendStreamState, type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import { WrongExpectedVersionError } from './event-store.errors';
import {
  type AppendResult, type EventMetadata, type EventStore, type ExpectedVersion, type GlobalPosition, type NewEvent,
  noUpcast, type ReadStreamOptions, type RecordedEvent, START, type Upcaster,
} from './event-store.port';

interface StoredMetadata extends EventMetadata {
  readonly schemaVersion: number;
}

/**
 * KurrentDB (EventStoreDB) behind the same port. KurrentDB revisions are 0-based; ours are 1-based.
 * Its $all position (commit, prepare) maps onto our (transactionId, position) pair and is already gap-free.
 */
export class KurrentDbEventStore implements EventStore {
  private readonly client: KurrentDBClient;
  private readonly listeners = new Set<() => void>();
  private subscription: { unsubscribe(): Promise<void> } | null = null;

  constructor(connectionString: string, private readonly upcast: Upcaster = noUpcast) {
    this.client = KurrentDBClient.connectionString`${connectionString}`;
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const from = BigInt(Math.max(0, (options.fromVersion ?? 1) - 1));
    const to = options.toVersion ?? Number.MAX_SAFE_INTEGER;
    const result: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, { fromRevision: from, direction: FORWARDS })) {
        const event = this.toRecorded(resolved);
        if (event && event.streamVersion <= to) result.push(event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return result;
  }

  async appendToStream(streamId: string, events: readonly NewEvent[], expected: ExpectedVersion): Promise<AppendResult> {
    const streamState: AppendStreamState =
      expected.kind === 'any' ? ANY
        : expected.kind === 'no-stream' ? NO_STREAM
          : expected.kind === 'exists' ? STREAM_EXISTS
            : BigInt(expected.version - 1);
    try {
      const result = await this.client.appendToStream(
        streamId,
        events.map((e) => jsonEvent({
          id: e.metadata.eventId,
          type: e.type,
          data: e.data as any,
          metadata: { ...e.metadata, schemaVersion: e.schemaVersion ?? 1 } satisfies StoredMetadata as any,
        })),
        { streamState },
      );
      return {
        nextExpectedVersion: Number(result.nextExpectedRevision) + 1,
        position: result.position
          ? { transactionId: String(result.position.commit), position: String(result.position.prepare) }
          : START,
        duplicate: false,
      };
    } catch (error) {
      if (error instanceof KurrentWrongExpectedVersion) {
        const actual = typeof error.actualState === "bigint" ? Number(error.actualState) + 1 : 0;
        throw new WrongExpectedVersionError(streamId, expected, actual);
      }
      throw error;
    }
  }

  async readAll(after: GlobalPosition, limit: number): Promise<RecordedEvent[]> {
    const isStart = after.transactionId === '0' && after.position === '0';
    const fromPosition = isStart ? KURRENT_START : { commit: BigInt(after.transactionId), prepare: BigInt(after.position) };
    const result: RecordedEvent[] = [];
    for await (const resolved of this.client.readAll({ fromPosition, maxCount: limit + 1, direction: FORWARDS, filter: excludeSystemEvents() })) {
      const event = this.toRecorded(resolved);
      if (!event) continue;
      // fromPosition is inclusive; ours is exclusive.
      if (!isStart && event.globalPosition.transactionId === after.transactionId && event.globalPosition.position === after.position) continue;
      result.push(event);
      if (result.length === limit) break;
    }
    return result;
  }

  async headPosition(): Promise<GlobalPosition> {
    for await (const resolved of this.client.readAll({ fromPosition: END, maxCount: 1, direction: BACKWARDS, filter: excludeSystemEvents() })) {
      const event = this.toRecorded(resolved);
      if (event) return event.globalPosition;
    }
    return START;
  }

  onAppended(listener: () => void): () => void {
    this.listeners.add(listener);
    if (!this.subscription) {
      const sub = this.client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
      sub.on('data', () => this.listeners.forEach((l) => l()));
      sub.on('error', () => undefined);
      this.subscription = sub;
    }
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
    await this.subscription?.unsubscribe().catch(() => undefined);
    await this.client.dispose();
  }

  private toRecorded(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null {
    const e = resolved.event;
    if (!e || !e.isJson) return null;
    const meta = e.metadata as unknown as StoredMetadata;
    const { schemaVersion, ...metadata } = meta;
    const position = e.position ?? (resolved as any).commitPosition;
    return this.upcast({
      streamId: e.streamId,
      streamVersion: Number(e.revision) + 1,
      globalPosition: position
        ? { transactionId: String(position.commit ?? position), position: String(position.prepare ?? position) }
        : START,
      type: e.type,
      schemaVersion: schemaVersion ?? 1,
      data: e.data,
      metadata: metadata as EventMetadata,
      recordedAt: new Date(e.created),
    });
  }
}
