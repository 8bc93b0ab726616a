import type { AppendResult, ExpectedVersion, NewEvent } from './event-store.port';

/** One caller's append, waiting for its statement. */
export interface PendingAppend {
  readonly streamId: string;
  readonly events: readonly NewEvent[];
  readonly expected: ExpectedVersion;
  /** Sent in a statement of its own: an `any` append, a large one, or one whose batch was refused. */
  readonly alone: boolean;
  readonly resolve: (result: AppendResult) => void;
  readonly reject: (error: unknown) => void;
}

export interface AppendQueueLimits {
  /** Append statements on the wire at once; beyond it, appends wait and leave together (ADR 0052). */
  readonly inFlight: number;
  readonly appendsPerBatch: number;
  readonly eventsPerBatch: number;
}

/**
 * Group commit for appends (ADR 0052). Up to `inFlight` append statements run at once, each for the first append
 * that came; an append arriving while they are all busy waits, and when one returns, the appends waiting leave
 * together as ONE statement, so one transaction and one WAL flush carry them all. Under light load nothing ever
 * waits and every append is its own statement, as before.
 *
 * A batch never holds two appends to one stream, nor a stream that another statement of this process has in flight:
 * the rows of one process's statements are then distinct, so they never wait on each other's locks (only an append
 * that went at once, to an idle queue, may meet its stream on the wire, as every append could before).
 * `send` settles every append it is given and never rejects.
 */
export class AppendQueue {
  private readonly waiting: PendingAppend[] = [];
  /** Streams of the statements on the wire. */
  private readonly streamsInFlight = new Set<string>();
  private inFlight = 0;
  private flushScheduled = false;

  constructor(
    private readonly limits: AppendQueueLimits,
    private readonly send: (appends: readonly PendingAppend[]) => Promise<void>,
  ) {}

  submit(streamId: string, events: readonly NewEvent[], expected: ExpectedVersion): Promise<AppendResult> {
    return new Promise((resolve, reject) => {
      const alone = expected.kind === 'any' || events.length > this.limits.eventsPerBatch / 2;
      this.waiting.push({ streamId, events, expected, alone, resolve, reject });
      if (this.inFlight === 0 && !this.flushScheduled) this.drain();
      else this.scheduleFlush();
    });
  }

  /** Appends whose batch was refused as a whole: back at the head of the line, one statement each. */
  retryAlone(appends: readonly PendingAppend[]): void {
    this.waiting.unshift(...appends.map((a) => ({ ...a, alone: true })));
  }

  private start(appends: PendingAppend[]): void {
    this.inFlight++;
    for (const a of appends) this.streamsInFlight.add(a.streamId);
    // `send` settles each append; an error it did not expect still answers every caller (a settled one ignores it).
    void this.send(appends).catch((error: unknown) => {
      for (const a of appends) a.reject(error);
    }).finally(() => {
      this.inFlight--;
      for (const a of appends) this.streamsInFlight.delete(a.streamId);
      this.scheduleFlush();
    });
  }

  /**
   * Sends what waits once the current turn of the event loop is over. The callers a statement has just answered
   * append again within that turn (a request's next command, a writer's loop): they join the appends already waiting
   * instead of each taking a slot of its own, so the batches stay full. Nothing waits for it when no statement is in
   * flight (a quiet server sends each append at once).
   */
  private scheduleFlush(): void {
    if (this.flushScheduled || this.inFlight >= this.limits.inFlight) return;
    if (this.waiting.length === 0 && this.inFlight > 0) return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      this.drain();
    });
  }

  /**
   * Starts statements while slots are free, the waiting appends shared evenly between the free slots: PostgreSQL
   * works on all of them at once, where one large batch would keep a single backend busy and the others idle.
   */
  private drain(): void {
    while (this.inFlight < this.limits.inFlight && this.waiting.length > 0) {
      const next = this.takeBatch(Math.ceil(this.waiting.length / (this.limits.inFlight - this.inFlight)));
      if (next.length === 0) return;
      this.start(next);
    }
  }

  /**
   * The first waiting append that may leave now, with every later one that may join it, in their order. Empty when
   * each waiting append is held back by a stream in flight (the batch holding it will drain again when it returns).
   */
  private takeBatch(size: number): PendingAppend[] {
    const batch: PendingAppend[] = [];
    const streams = new Set<string>();
    let events = 0;
    for (let i = 0; i < this.waiting.length && batch.length < Math.min(size, this.limits.appendsPerBatch); ) {
      const a = this.waiting[i];
      const joins = batch.length === 0
        ? !this.streamsInFlight.has(a.streamId)
        : !a.alone && !streams.has(a.streamId) && !this.streamsInFlight.has(a.streamId) && events + a.events.length <= this.limits.eventsPerBatch;
      if (!joins) {
        i++;
        continue;
      }
      this.waiting.splice(i, 1);
      batch.push(a);
      if (a.alone) break;
      streams.add(a.streamId);
      events += a.events.length;
    }
    return batch;
  }
}
