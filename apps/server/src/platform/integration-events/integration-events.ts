import { hash as oneShotHash } from 'node:crypto';
import type {
  DataOf, EnvelopeOf, IntegrationEventDefinition, IntegrationEventEnvelope,
} from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { ReadStreamOptions, RecordedEvent } from '../event-store/event-store.port';
import type { ProjectionContext } from '../projections/projection';
import type { Deadline } from '../timers/deadlines';

export type WakeUp = Pick<Deadline, 'kind' | 'key' | 'version' | 'dueAt'>;

/**
 * Integration events (ADR 0011, README beside this file). A module PUBLISHES by registering a translator from its own
 * store events to its public events (declared in libs/contracts/src/<context>/events.ts); a module CONSUMES by
 * registering a consumer of some of those public events. Each consumer runs as its own checkpointed projection.
 */

/** Reads the publisher's own streams, inside the batch's transaction (no second pooled connection). */
export interface SourceStreams {
  readStream(streamId: string, options?: ReadStreamOptions): Promise<readonly RecordedEvent[]>;
  /**
   * Several streams at once, each from its first event up to the version given (one round trip: a rebuild's batch
   * touches thousands of streams). Streams with no events are absent from the answer.
   */
  readStreams(upTo: ReadonlyMap<string, number>): Promise<ReadonlyMap<string, readonly RecordedEvent[]>>;
}

export interface IntegrationEventTranslator {
  /** The publishing module. */
  readonly module: string;
  /** Store event types `translate` looks at (the others never reach it). */
  readonly sourceEventTypes: readonly string[];
  /** Every public event `translate` may produce. */
  readonly publishes: readonly IntegrationEventDefinition[];
  /**
   * Optional: for each public event type, the store event types it is published from (a subset of `sourceEventTypes`).
   * A consumer of some of the public events then reads only the store events that can become them; a translator that
   * publishes an event from a type not listed here fails the consumer's batch.
   */
  readonly sourcesOf?: Readonly<Record<string, readonly string[]>>;
  /**
   * The public events of these store events (in the order given; zero or more per store event). Must be a pure function
   * of the events and of the source streams up to them, so that a rebuild publishes the same envelopes again.
   */
  translate(events: readonly RecordedEvent[], source: SourceStreams): Promise<readonly IntegrationEventEnvelope[]>;
}

export interface IntegrationEventConsumer<D extends IntegrationEventDefinition = IntegrationEventDefinition> {
  /** The consumer's projection name (its checkpoint, `npm run projections -- rebuild <name>`), e.g. `dealer.leads`. */
  readonly name: string;
  /** The consumer module's schema, holding `tables` and the inbox. */
  readonly schema: string;
  /** Read tables the consumer writes (unqualified, in `schema`); rebuilt blue/green with the inbox. */
  readonly tables: readonly string[];
  /** Its inbox: `(event_id, type, occurred_at)`, created by `createInboxTable` in the consumer module's migration. */
  readonly inboxTable: string;
  readonly subscribesTo: readonly D[];
  /**
   * Handles parsed public events not handled before (the inbox filtered out the others), in publication order, inside
   * the transaction that records them in the inbox and moves the checkpoint: the effect and the inbox commit together.
   * It may return the deadlines it scheduled (live mode): their timer wake-ups are enqueued once the batch committed.
   */
  handle(db: Kysely<any>, events: readonly EnvelopeOf<D>[], ctx: ProjectionContext): Promise<void | readonly WakeUp[]>;
}

export function defineTranslator(t: IntegrationEventTranslator): IntegrationEventTranslator {
  return t;
}

export function defineConsumer<const D extends IntegrationEventDefinition>(c: IntegrationEventConsumer<D>): IntegrationEventConsumer<D> {
  return c;
}

/** Namespace of public event ids (a fixed random UUID): id = UUID v5 of (source event id, public type). */
const EVENT_ID_NAMESPACE = Buffer.from('5f0c1d6e8a2b4c7d9e3f1a2b3c4d5e6f', 'hex');
/** The namespace followed by room for the name (written in place; a longer name gets a buffer of its own). */
const idInput = Buffer.concat([EVENT_ID_NAMESPACE, Buffer.alloc(240)]);

/** The public event's id: stable for a source event and a type, so publishing the same fact again is idempotent. */
export function integrationEventId(sourceEventId: string, type: string): string {
  // One-shot `hash` over namespace and name in a reused buffer: a rebuild derives one id per public event, and a
  // `createHash` object per id was 4 % of the leads rebuild's CPU.
  const name = `${sourceEventId}/${type}`;
  const length = EVENT_ID_NAMESPACE.length + Buffer.byteLength(name);
  const input = length <= idInput.length ? idInput : Buffer.concat([EVENT_ID_NAMESPACE, Buffer.alloc(length - EVENT_ID_NAMESPACE.length)]);
  input.write(name, EVENT_ID_NAMESPACE.length);
  const hash = oneShotHash('sha1', input.subarray(0, length), 'buffer');
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.toString('hex', 0, 16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The envelope of `definition` derived from one store event: ids, time, correlation and brand come from its metadata. */
export function publicEvent<D extends IntegrationEventDefinition>(definition: D, source: RecordedEvent, data: DataOf<D>): EnvelopeOf<D> {
  return {
    eventId: integrationEventId(source.metadata.eventId, definition.type),
    type: definition.type,
    version: definition.version,
    occurredAt: source.metadata.occurredAt,
    correlationId: source.metadata.correlationId,
    causationId: source.metadata.eventId,
    brand: source.metadata.brand,
    data,
  } as EnvelopeOf<D>;
}

/** SourceStreams over any stream reader, one stream at a time (the in-memory store of unit tests). */
export function sourceStreamsOf(reader: Pick<SourceStreams, 'readStream'>): SourceStreams {
  return {
    readStream: (streamId, options) => reader.readStream(streamId, options),
    async readStreams(upTo) {
      const streams = new Map<string, readonly RecordedEvent[]>();
      for (const [streamId, toVersion] of upTo) {
        const events = await reader.readStream(streamId, { toVersion });
        if (events.length > 0) streams.set(streamId, events);
      }
      return streams;
    },
  };
}
