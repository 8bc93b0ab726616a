import type { Decider, DomainEvent } from '@marketplace/domain';
import { randomUUID } from 'node:crypto';
import { WrongExpectedVersionError } from '../event-store/event-store.errors';
import { type AppendResult, type EventMetadata, Expected, type EventStore, type NewEvent, type RecordedEvent } from '../event-store/event-store.port';
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
 * One stream's part of a command that writes several streams at once (`EventSourcedCommands.executeOnStreams`); make it
 * with `onStream`, which infers its types.
 */
export interface StreamCommand<TCommand, TEvent extends DomainEvent, TState> {
  readonly decider: Decider<TCommand, TEvent, TState>;
  readonly streamId: string;
  /** The command, from the stream's state as read on each attempt (it may read other streams: a claim asks after its holder). */
  readonly command: (state: TState) => TCommand | Promise<TCommand>;
  /**
   * The stream is new (a fresh id): decided on the decider's initial state without reading it, and appended with
   * "no stream" expected, so the whole write is refused if it exists after all.
   */
  readonly isNew?: boolean;
}

export function onStream<TCommand, TEvent extends DomainEvent, TState>(
  decider: Decider<TCommand, TEvent, TState>,
  streamId: string,
  command: (state: TState) => TCommand | Promise<TCommand>,
  options: { readonly isNew?: boolean } = {},
): StreamCommand<TCommand, TEvent, TState> {
  return { decider, streamId, command, ...options };
}

type AnyStreamCommand = StreamCommand<any, any, any>;
type OutcomeOf<P> = P extends StreamCommand<any, infer TEvent, infer TState> ? CommandOutcome<TEvent, TState> : never;
/** `executeOnStreams`' answer: each part's outcome, in the order of the parts. */
export type StreamOutcomes<P extends readonly AnyStreamCommand[]> = { -readonly [K in keyof P]: OutcomeOf<P[K]> };

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
   * A command whose decisions on several streams are written together or not at all (ADR 0094): a claim and the new
   * stream that holds it, where a crash between two appends would leave one without the other. Each attempt reads
   * the streams (a new one is not read), decides on each in the order given, and appends every stream that decided
   * events in ONE all-or-nothing append at the versions read (`EventStore.appendToStreams`), the events carrying the
   * request's metadata as `execute` gives it. A stream that decided nothing is neither written nor checked. When the
   * store refuses the append (a stream moved, a new one exists), the whole command is read and decided again,
   * `retries` times, then WrongExpectedVersionError names the first stream that moved.
   */
  async executeOnStreams<const P extends readonly AnyStreamCommand[]>(
    parts: P,
    ctx: RequestContext,
    options: Pick<ExecuteOptions, 'retries' | 'causationId'> = {},
  ): Promise<StreamOutcomes<P>> {
    for (let attempt = 0; ; attempt++) {
      const loaded = await Promise.all(parts.map((p) => (p.isNew ? { state: p.decider.initialState, version: 0 } : this.fold(p.decider, p.streamId))));
      const decided: DomainEvent[][] = [];
      for (const [i, p] of parts.entries()) decided.push(p.decider.decide(await p.command(loaded[i].state), loaded[i].state));
      const writing = parts.flatMap((p, i) => (decided[i].length > 0 ? [i] : []));
      const appended = writing.length === 0 ? [] : await this.store.appendToStreams(writing.map((i) => ({
        streamId: parts[i].streamId, expectedVersion: loaded[i].version, events: newEvents(decided[i], ctx, options),
      })));
      if (!appended) {
        if (attempt < (options.retries ?? 0)) continue;
        throw await this.conflictOn(writing.map((i) => ({ streamId: parts[i].streamId, version: loaded[i].version })));
      }
      return parts.map((p, i): CommandOutcome<DomainEvent, unknown> => {
        const k = writing.indexOf(i);
        if (k < 0) return { events: [], state: loaded[i].state, version: loaded[i].version, append: null };
        const state = decided[i].reduce((s, e) => p.decider.evolve(s, e), loaded[i].state);
        return { events: decided[i], state, version: appended[k].nextExpectedVersion, append: appended[k] };
      }) as StreamOutcomes<P>;
    }
  }

  /**
   * Why an all-or-nothing append was refused: the first stream no longer at the version it was read at (else the
   * first). Versions only: what the streams hold now need not fold (a new stream's id taken by something else).
   */
  private async conflictOn(written: readonly { streamId: string; version: number }[]): Promise<WrongExpectedVersionError> {
    const actual = await Promise.all(written.map(async ({ streamId }) => (await this.store.readStream(streamId)).at(-1)?.streamVersion ?? 0));
    const k = Math.max(0, written.findIndex((w, i) => actual[i] !== w.version));
    return new WrongExpectedVersionError(written[k].streamId, Expected.exact(written[k].version), actual[k]);
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
    const append = await this.store.appendToStream(streamId, newEvents(events, ctx, options), Expected.exact(loaded.version));
    if (append.duplicate) {
      // The same deterministic event ids were stored by a concurrent twin (rule 4): nothing new happened here.
      const reread = await this.load(decider, streamId);
      return { events: [], state: reread.state, version: reread.version, append };
    }
    const newState = events.reduce((s, e) => decider.evolve(s, e), loaded.state);
    return { events, state: newState, version: append.nextExpectedVersion, append };
  }
}

/** Decided events as the store takes them: each with the request's metadata (rule 5), its id given or a fresh one. */
function newEvents(events: readonly DomainEvent[], ctx: RequestContext, options: Pick<ExecuteOptions, 'eventIds' | 'causationId'>): NewEvent[] {
  return events.map((e, i) => ({
    type: e.type,
    data: e.data,
    metadata: withEventId(eventMetadata(ctx, options.causationId ?? null), options.eventIds?.(i)),
  }));
}

function withEventId(metadata: EventMetadata, eventId: string | undefined): EventMetadata {
  return { ...metadata, eventId: eventId ?? metadata.eventId ?? randomUUID() };
}

export type { RecordedEvent };
