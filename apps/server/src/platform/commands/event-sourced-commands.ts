import type { Decider, DomainEvent } from '@marketplace/domain';
import { randomUUID } from 'node:crypto';
import { WrongExpectedVersionError } from '../event-store/event-store.errors';
import { type AppendResult, type EventMetadata, Expected, type EventStore, type RecordedEvent } from '../event-store/event-store.port';
import { eventMetadata, type RequestContext } from '../http/request-context';
import { samePosition, type StreamFoldCache } from './stream-fold-cache';

export interface CommandOutcome<TEvent extends DomainEvent, TState> {
  readonly events: readonly TEvent[];
  readonly state: TState;
  readonly version: number;
  readonly append: AppendResult | null;
}

export interface ExecuteOptions<TEvent extends DomainEvent = DomainEvent, TState = unknown> {
  /** Retry on a concurrency conflict this many times (re-reading the stream). Only for commands safe to re-decide. */
  readonly retries?: number;
  /** Deterministic event ids (e.g. a timer firing or a webhook): a retried command appends nothing new. */
  readonly eventIds?: (index: number) => string;
  readonly causationId?: string | null;
  /**
   * Turns the decided events into what is stored, e.g. sealing personal fields with the person's key
   * (ARCHITECTURE §3 rule 10). The state after the command is folded from the stored form.
   */
  readonly seal?: (events: TEvent[], state: TState) => Promise<TEvent[]>;
  /**
   * Runs on every attempt that is about to append, with the decided events, before they are sealed: the place to
   * claim what the events take outside the stream (a buyer's live-lock lease). Throwing stops the command, nothing
   * appended. An attempt that decides nothing never calls it.
   */
  readonly beforeAppend?: (events: readonly TEvent[], state: TState) => Promise<void>;
  /**
   * The stream as the caller just folded it (a handler that needed the state to prepare the command): the first
   * attempt decides on it instead of reading the stream again; the append still checks that version.
   */
  readonly loaded?: { readonly state: TState; readonly version: number };
  /** Where this decider's streams are kept folded (ADR 0053): each attempt reads only what was appended since. */
  readonly folds?: StreamFoldCache<TState>;
}

/**
 * The one path from command to events (ARCHITECTURE §2): read the stream, fold it with the pure decider, decide,
 * append with the version we read. No business rule lives here.
 */
export class EventSourcedCommands {
  constructor(private readonly store: EventStore) {}

  async load<TEvent extends DomainEvent, TState>(decider: Pick<Decider<unknown, TEvent, TState>, 'initialState' | 'evolve'>, streamId: string) {
    const recorded = await this.store.readStream(streamId);
    const state = recorded.reduce((s, e) => decider.evolve(s, e as unknown as TEvent), decider.initialState);
    return { state, version: recorded.length === 0 ? 0 : recorded[recorded.length - 1].streamVersion, recorded };
  }

  /**
   * The stream's state and version, as `load` answers them, through `folds` when given: from the fold kept there, the
   * store reads the events from its last one on; when that one is no longer where it was (the stream is not the one
   * folded), the whole stream is read again.
   */
  async fold<TEvent extends DomainEvent, TState>(
    decider: Pick<Decider<unknown, TEvent, TState>, 'initialState' | 'evolve'>,
    streamId: string,
    folds?: StreamFoldCache<TState>,
  ): Promise<{ state: TState; version: number }> {
    const known = folds?.get(streamId);
    if (known) {
      const tail = await this.store.readStream(streamId, { fromVersion: known.version });
      if (tail.length > 0 && tail[0].streamVersion === known.version && samePosition(tail[0].globalPosition, known.last)) {
        if (tail.length === 1) return { state: known.state, version: known.version };
        const last = tail[tail.length - 1];
        const state = tail.slice(1).reduce((s, e) => decider.evolve(s, e as unknown as TEvent), known.state);
        const fold = { state, version: last.streamVersion, last: last.globalPosition };
        folds!.remember(streamId, fold);
        return { state, version: fold.version };
      }
      folds!.forget(streamId);
    }
    const { state, version, recorded } = await this.load(decider, streamId);
    if (folds && recorded.length > 0) folds.remember(streamId, { state, version, last: recorded[recorded.length - 1].globalPosition });
    return { state, version };
  }

  async execute<TCommand, TEvent extends DomainEvent, TState>(
    decider: Decider<TCommand, TEvent, TState>,
    streamId: string,
    command: TCommand,
    ctx: RequestContext,
    options: ExecuteOptions<TEvent, TState> = {},
  ): Promise<CommandOutcome<TEvent, TState>> {
    for (let attempt = 0; ; attempt++) {
      const loaded = attempt === 0 && options.loaded ? options.loaded : await this.fold(decider, streamId, options.folds);
      const decided = decider.decide(command, loaded.state);
      if (decided.length === 0) return { events: decided, state: loaded.state, version: loaded.version, append: null };
      await options.beforeAppend?.(decided, loaded.state);
      try {
        return await this.append(decider, streamId, loaded, decided, ctx, options);
      } catch (error) {
        if (error instanceof WrongExpectedVersionError && attempt < (options.retries ?? 0)) continue;
        throw error;
      }
    }
  }

  /**
   * The append step alone, for a handler that writes its load → decide → claim → append itself (the lock, whose lease
   * is claimed between the decision and the append): stores `decided` at the version `loaded` was read at and answers
   * the state after them. A concurrent append makes it throw WrongExpectedVersionError: the caller decides again.
   */
  async append<TEvent extends DomainEvent, TState>(
    decider: Pick<Decider<unknown, TEvent, TState>, 'initialState' | 'evolve'>,
    streamId: string,
    loaded: { readonly state: TState; readonly version: number },
    decided: TEvent[],
    ctx: RequestContext,
    options: Pick<ExecuteOptions<TEvent, TState>, 'eventIds' | 'causationId' | 'seal'> = {},
  ): Promise<CommandOutcome<TEvent, TState>> {
    const events = options.seal ? await options.seal(decided, loaded.state) : decided;
    const append = await this.store.appendToStream(
      streamId,
      events.map((e, i) => ({
        type: e.type,
        data: e.data,
        metadata: withEventId(eventMetadata(ctx, options.causationId ?? null), options.eventIds?.(i)),
      })),
      Expected.exact(loaded.version),
    );
    if (append.duplicate) {
      // The same deterministic event ids were stored by a concurrent twin (rule 4): nothing new happened here.
      const reread = await this.load(decider, streamId);
      return { events: [], state: reread.state, version: reread.version, append };
    }
    const newState = events.reduce((s, e) => decider.evolve(s, e), loaded.state);
    return { events, state: newState, version: append.nextExpectedVersion, append };
  }
}

function withEventId(metadata: EventMetadata, eventId: string | undefined): EventMetadata {
  return { ...metadata, eventId: eventId ?? metadata.eventId ?? randomUUID() };
}

export type { RecordedEvent };
