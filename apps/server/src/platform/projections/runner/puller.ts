import type { Logger } from 'pino';
import { comparePositions, type EventStore, type GlobalPosition, type RecordedEvent } from '../../event-store/event-store.port';
import type { Projection } from '../projection';
import type { CheckpointMove, TrustedCheckpoints } from './checkpoints';
import { inSpan, traceOfEvents } from '../../observability/tracing';
import type { ControlConnection } from './control-connection';
import type { BatchInterceptor, PageApplier, PageWork } from './page-applier';
import type { ProgressWaiters } from './progress-waiters';
import type { WakeUps } from './wake-ups';

interface CycleResult {
  /** Events read from the log (0: every projection is caught up, or none may run now). */
  readonly events: number;
  readonly failures: readonly { readonly projection: string; readonly error: unknown }[];
}

export interface PullerParts {
  readonly projections: readonly Projection[];
  readonly store: Pick<EventStore, 'readAll'>;
  readonly trusted: TrustedCheckpoints;
  readonly applier: Pick<PageApplier, 'commit'>;
  readonly progress: Pick<ProgressWaiters, 'publish'>;
  readonly control: Pick<ControlConnection, 'announceCheckpoints'>;
  readonly wake: Pick<WakeUps, 'idle'>;
  readonly interceptor: () => BatchInterceptor | null;
  readonly logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** A projection's page failed (and was rolled back): the metrics count it. */
  readonly failed?: (projection: string) => void;
  readonly batchSize: number;
  readonly idleMs: number;
}

/**
 * Reads pages of the log and fans each out to the projections behind it; keeps which projections may run now (paused
 * ones do not, failed ones back off).
 */
export class Puller {
  private lastAppendAt = 0;
  /** Append notifications received so far: one arriving while a cycle runs must not wait for the next idle timeout. */
  private appendsSeen = 0;
  private readonly retryAt = new Map<string, { at: number; failures: number }>();
  private readonly paused = new Set<string>();

  constructor(private readonly parts: PullerParts) {}

  /** An append was announced. */
  appended(): void {
    this.lastAppendAt = Date.now();
    this.appendsSeen += 1;
  }

  pause(name: string): void {
    this.paused.add(name);
  }

  resume(name: string): void {
    this.paused.delete(name);
  }

  /** One turn of the leader's loop: a cycle, then idling when every projection is caught up. */
  async pullPage(): Promise<void> {
    const appendsBefore = this.appendsSeen;
    const result = await this.cycle(this.parts.projections, true).catch((error): CycleResult => {
      this.parts.logger.error({ err: error }, 'projection cycle failed; retrying');
      return { events: 0, failures: [] };
    });
    for (const f of result.failures) {
      this.parts.logger.error({ err: f.error, projection: f.projection }, 'projection batch failed; retrying');
      this.parts.failed?.(f.projection);
    }
    // An append announced while the cycle ran woke nobody (the loop was not idle): read again at once. Just after
    // an append, its event may not be readable yet (an older transaction still holds the snapshot xmin back): look
    // again shortly rather than waiting a whole poll interval.
    if (result.events === 0 && this.appendsSeen === appendsBefore) await this.parts.wake.idle(Date.now() - this.lastAppendAt < 200 ? 5 : this.parts.idleMs);
  }

  /** `ProjectionRunner.runBatch`: one cycle of one projection on a pooled connection. */
  async runBatch(p: Projection): Promise<number> {
    const result = await this.cycle([p], false);
    if (result.failures.length > 0) throw result.failures[0].error;
    return result.events;
  }

  /**
   * One pass over `projections`: read a page after the lowest checkpoint, hand each projection the events after its
   * own checkpoint; projections already past that page get the next page, read from the lowest of theirs.
   */
  private async cycle(projections: readonly Projection[], pipelined: boolean): Promise<CycleResult> {
    const now = Date.now();
    const eligible = projections.filter((p) => !this.paused.has(p.name) && (this.retryAt.get(p.name)?.at ?? 0) <= now);
    if (eligible.length === 0) return { events: 0, failures: [] };
    const checkpoints = await this.parts.trusted.read(eligible);
    const failures: { projection: string; error: unknown }[] = [];
    let read = 0;
    let remaining = [...eligible].sort((a, b) => comparePositions(checkpoints.get(a.name)!, checkpoints.get(b.name)!));
    while (remaining.length > 0) {
      const from = checkpoints.get(remaining[0].name)!;
      const page = await this.parts.store.readAll(from, this.parts.batchSize);
      read += page.length;
      if (page.length === 0) {
        for (const p of remaining) this.parts.progress.publish(p.name, checkpoints.get(p.name)!);
        break;
      }
      const last = page[page.length - 1].globalPosition;
      const served = remaining.filter((p) => comparePositions(checkpoints.get(p.name)!, last) < 0);
      failures.push(...(await this.fanOut(served, page, checkpoints, last, pipelined)));
      remaining = remaining.filter((p) => comparePositions(checkpoints.get(p.name)!, last) >= 0 && !served.includes(p));
      // A short page is the whole readable log: whoever is past it is caught up.
      if (page.length < this.parts.batchSize) {
        for (const p of remaining) this.parts.progress.publish(p.name, checkpoints.get(p.name)!);
        break;
      }
    }
    return { events: read, failures };
  }

  /**
   * Applies one page to every served projection in ONE transaction on one connection (the leader's pipelined one, or
   * a pooled one for a single `runBatch`). The first statement
   * takes, for each projection with something to apply, its advisory lock and moves its checkpoint by compare-and-set;
   * one that is busy (another instance holds its lock) or moved (another instance or a rebuild moved its checkpoint)
   * sits this page out. Projections with nothing relevant in the page move their checkpoints in the same statement, by
   * compare-and-set alone (there is nothing to apply twice), skipping rows another instance holds. Then each applies,
   * and one commit (one WAL flush) makes the page count. A projection that throws rolls the page back for everyone;
   * it is retried later with back-off and the others at once, without it.
   */
  private async fanOut(
    served: readonly Projection[], page: readonly RecordedEvent[], checkpoints: Map<string, GlobalPosition>, last: GlobalPosition,
    pipelined: boolean,
  ): Promise<{ projection: string; error: unknown }[]> {
    const work: PageWork[] = [];
    const nothingToApply: CheckpointMove[] = [];
    for (const p of served) {
      const from = checkpoints.get(p.name)!;
      const events = page.filter((e) => comparePositions(e.globalPosition, from) > 0);
      const relevant = p.eventTypes ? events.filter((e) => p.eventTypes!.includes(e.type)) : events;
      if (relevant.length > 0 || this.parts.interceptor()) work.push({ p, from, events, relevant });
      else nothingToApply.push({ p, from });
    }
    let failures: { projection: string; error: unknown }[] = [];
    const moved = await this.parts.applier.commit(work, nothingToApply, last, pipelined, (failed) => {
      for (const { item } of failed) this.backOff(item.p.name);
      for (const item of [...work, ...nothingToApply]) this.parts.trusted.forget(item.p.name);
      failures = failed.map(({ item, error: e }) => ({ projection: item.p.name, error: e }));
    });
    if (!moved) return failures;
    for (const { p } of [...work, ...nothingToApply]) {
      if (!moved.has(p.name)) {
        this.parts.trusted.forget(p.name);
        continue;
      }
      this.retryAt.delete(p.name);
      this.parts.trusted.trust(p.name, last);
      this.parts.progress.publish(p.name, last);
    }
    if (moved.size > 0) this.parts.control.announceCheckpoints();
    for (const { p, relevant } of work) {
      if (!p.afterCommit || relevant.length === 0 || !moved.has(p.name)) continue;
      try {
        // What follows the commit (the emails a projection sends) joins the trace of the events' requests (ADR 0080).
        await inSpan(`projection.afterCommit ${p.name}`, { 'projection.name': p.name, 'projection.events': relevant.length },
          () => p.afterCommit!(relevant), traceOfEvents(relevant));
      } catch (error) {
        this.parts.logger.warn({ err: error, projection: p.name }, 'afterCommit failed (reconcilers will catch up)');
      }
    }
    return [];
  }

  private backOff(name: string) {
    this.parts.trusted.forget(name);
    const failures = (this.retryAt.get(name)?.failures ?? 0) + 1;
    this.retryAt.set(name, { at: Date.now() + Math.min(5000, 100 * 2 ** failures), failures });
  }
}
