import { Inject, Injectable } from '@nestjs/common';
import {
  decideTransaction, evolveTransaction, initialTransactionState, ownedBy, transactionStreamId, type ExistingTransaction, type TransactionCommand,
  type TransactionEvent, type TransactionState,
} from '@marketplace/domain';
import { randomUUID } from 'node:crypto';
import { WrongExpectedVersionError } from '../../../platform/event-store/event-store.errors';
import { Expected, type EventStore, type GlobalPosition } from '../../../platform/event-store/event-store.port';
import { eventMetadata, type RequestContext } from '../../../platform/http/request-context';
import { EVENT_STORE } from '../../../platform/tokens';
import { buyerOf } from './buyer';
import { PersonalFields } from '../adapters/personal-fields';

export interface LoadedTransaction<S extends TransactionState = TransactionState> {
  readonly state: S;
  readonly version: number;
}

export interface RecordedOutcome {
  /** The state after the command (folded from the stored events: personal fields sealed). */
  readonly state: TransactionState;
  readonly events: readonly TransactionEvent[];
  /** Where the events were appended (null when the decider decided nothing). */
  readonly position: GlobalPosition | null;
}

/**
 * The write side's access to `purchase-<id>` streams: read once, decide with the pure transaction decider, seal the
 * personal fields with the buyer's key, append at the version that was read. Nothing is read back after the append.
 */
@Injectable()
export class TransactionStream {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore, private readonly personal: PersonalFields) {}

  async load(transactionId: string): Promise<LoadedTransaction> {
    const recorded = await this.store.readStream(transactionStreamId(transactionId));
    const state = recorded.reduce((s, e) => evolveTransaction(s, e as unknown as TransactionEvent), initialTransactionState);
    return { state, version: recorded.at(-1)?.streamVersion ?? 0 };
  }

  /** The caller's transaction, or 404 (someone else's is not revealed). */
  async owned(transactionId: string, ctx: RequestContext): Promise<LoadedTransaction<ExistingTransaction>> {
    const loaded = await this.load(transactionId);
    return { ...loaded, state: ownedBy(loaded.state, buyerOf(ctx)) };
  }

  /** Decides `command` on the loaded state and appends; `subjectId` is whose key seals personal fields. */
  async record(
    loaded: LoadedTransaction, command: TransactionCommand, ctx: RequestContext, o: { subjectId: string; eventIds?: (i: number) => string },
  ): Promise<RecordedOutcome> {
    const decided = decideTransaction(command, loaded.state);
    if (decided.length === 0) return { state: loaded.state, events: [], position: null };
    const events = await this.personal.sealTransactionEvents(o.subjectId)(decided);
    const append = await this.store.appendToStream(
      transactionStreamId(command.transactionId),
      events.map((e, i) => ({ type: e.type, data: e.data, metadata: { ...eventMetadata(ctx), eventId: o.eventIds?.(i) ?? randomUUID() } })),
      Expected.exact(loaded.version),
    );
    // Deterministic event ids already stored by a concurrent twin: nothing new happened here.
    if (append.duplicate) return { state: loaded.state, events: [], position: append.position };
    return { state: events.reduce(evolveTransaction, loaded.state), events, position: append.position };
  }
}

/**
 * Runs a whole load-decide-append again when another writer appended in between (each attempt reads the stream
 * once). For commands that are safe to decide again: the buyer's own steps, webhooks, timers.
 */
export async function retryOnConflict<T>(attempts: number, run: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || attempt >= attempts) throw error;
    }
  }
}
