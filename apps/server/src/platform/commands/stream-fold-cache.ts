import type { GlobalPosition } from '../event-store/event-store.port';

/** A stream folded up to `version`, whose last event was stored at `last`. */
export interface StreamFold<TState> {
  readonly state: TState;
  readonly version: number;
  readonly last: GlobalPosition;
}

/**
 * The folds of one decider's streams that this process read last (ADR 0053), so that the next read of such a stream
 * asks the store only for the events from the last one folded on, and checks that this one is still stored where it
 * was. The store is asked every time, so a fold is never stale: the cache saves reading and folding a long stream's
 * prefix again (a vehicle's stream grows with every lock of its life), not a round trip. Least recently used out first.
 *
 * Only for deciders whose `evolve` never changes a state it is given: a cached state is shared by every caller.
 */
export class StreamFoldCache<TState> {
  private readonly folds = new Map<string, StreamFold<TState>>();

  constructor(readonly capacity: number) {}

  get size(): number {
    return this.folds.size;
  }

  get(streamId: string): StreamFold<TState> | undefined {
    const fold = this.folds.get(streamId);
    if (fold) {
      this.folds.delete(streamId); // most recently used last
      this.folds.set(streamId, fold);
    }
    return fold;
  }

  /** Keeps the fold unless one further along is kept already (two reads of one stream can finish in either order). */
  remember(streamId: string, fold: StreamFold<TState>): void {
    const known = this.folds.get(streamId);
    if (known && known.version >= fold.version) return;
    this.folds.delete(streamId);
    this.folds.set(streamId, fold);
    if (this.folds.size > this.capacity) this.folds.delete(this.folds.keys().next().value as string);
  }

  forget(streamId: string): void {
    this.folds.delete(streamId);
  }
}

export const samePosition = (a: GlobalPosition, b: GlobalPosition): boolean => a.transactionId === b.transactionId && a.position === b.position;
