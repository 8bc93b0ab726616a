import type { Kysely } from 'kysely';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { EventStore, GlobalPosition } from '../event-store/event-store.port';
import type { Projection } from './projection';
import { ensureCheckpoints, type ProjectionStatus, readStatus, TrustedCheckpoints } from './runner/checkpoints';
import { ControlConnection, LEADER_RELEASED } from './runner/control-connection';
import { Leadership } from './runner/leadership';
import { type BatchInterceptor, PageApplier } from './runner/page-applier';
import { ProgressWaiters } from './runner/progress-waiters';
import { Puller } from './runner/puller';
import { rebuildProjection } from './runner/rebuild';
import { WakeUps } from './runner/wake-ups';

export { CHECKPOINT_CHANNEL, CONTROL_APPLICATION_NAME } from './runner/control-connection';
export { APPLIER_APPLICATION_NAME, type BatchInterceptor } from './runner/page-applier';
export type { ProjectionStatus } from './runner/checkpoints';

export interface ProjectionRunnerOptions {
  readonly batchSize?: number;
  readonly rebuildBatchSize?: number;
  /** Poll interval when no append notification arrives (notifications are best effort). */
  readonly idleMs?: number;
  /** How often an instance that does not lead tries to take over the projections (failover time). */
  readonly leaderRetryMs?: number;
  /** How often a waiting `waitFor` re-reads the checkpoints when no NOTIFY arrives (the fallback). */
  readonly checkpointPollMs?: number;
  readonly logger?: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Where append wake-ups come from when the runner reads through its own store/pool (default: the store). */
  readonly appendNotifications?: Pick<EventStore, 'onAppended'>;
}

/**
 * Runs async projections (ARCHITECTURE §3 rule 6, ADR 0004).
 *
 * One puller per process reads a page of the log once and fans it out to every projection in ONE transaction on ONE
 * connection: each projection's transaction-scoped advisory lock and compare-and-set checkpoint move happen in that
 * transaction, with its read-model changes. The leader applies pages on a connection of its own in pipeline mode, the
 * projections' statements sent back to back (ADR 0023); the read takes a pooled connection only for its query and
 * gives it back: the runner never holds two pooled connections, so any number of projections runs on any pool size.
 *
 * Several instances: the puller runs only in the instance holding the leader lock (a session advisory lock on a
 * dedicated control connection, released by PostgreSQL the moment that process dies); the others retry every
 * `leaderRetryMs`. Exactly-once never depends on the leader: the per-batch lock and the compare-and-set hold even if
 * two pullers overlap (a rolling deploy, a leader cut off from its control connection).
 *
 * `waitFor` works in any process: positions committed here wake waiters at once; positions committed by another
 * process arrive by LISTEN/NOTIFY on the control connection, with a slow poll as the fallback.
 *
 * This class wires the parts in `runner/`: the control connection, the leadership, the puller and its page applier,
 * the trusted checkpoints, the progress waiters and the rebuild.
 */
export class ProjectionRunner {
  private readonly rebuildBatchSize: number;
  private readonly notifications: Pick<EventStore, 'onAppended'> | null;

  private running = false;
  private unsubscribe: (() => void) | null = null;
  private readonly wake = new WakeUps();
  private readonly trusted: TrustedCheckpoints;
  private readonly control: ControlConnection;
  private readonly progress: ProgressWaiters;
  private readonly puller: Puller;
  private readonly applier: PageApplier;
  private readonly leadership: Leadership;
  interceptor: BatchInterceptor | null = null;
  /** Told each time a projection's page fails (the metrics count them, ADR 0080). */
  failureListener: ((projection: string) => void) | null = null;

  constructor(
    private readonly pool: Pool,
    private readonly db: Kysely<any>,
    private readonly store: EventStore,
    readonly projections: readonly Projection[],
    options: ProjectionRunnerOptions = {},
  ) {
    this.rebuildBatchSize = options.rebuildBatchSize ?? 2000;
    this.notifications = options.appendNotifications ?? null;
    const logger = options.logger ?? { info: () => undefined, warn: () => undefined, error: () => undefined } as any;
    const names = new Set<string>();
    for (const p of projections) {
      if (names.has(p.name)) throw new Error(`Duplicate projection name ${p.name}`);
      names.add(p.name);
    }
    const running = () => this.running;
    this.trusted = new TrustedCheckpoints(pool);
    this.control = new ControlConnection(pool, {
      lost: () => {
        this.leadership.stepDown();
        this.trusted.forgetAll();
        this.wake.all();
      },
      closed: () => this.leadership.stepDown(),
      notified: (payload) => {
        if (payload === LEADER_RELEASED) {
          this.leadership.leaderReleased();
          this.wake.all();
        } else void this.progress.refresh();
      },
      listening: () => this.progress.refreshIfWaiting(),
    });
    this.progress = new ProgressWaiters({
      names: this.names, store, pool, control: this.control, logger, pollMs: options.checkpointPollMs ?? 250, running,
      closeControl: () => this.closeControl(),
    });
    this.applier = new PageApplier(pool, () => this.interceptor);
    this.puller = new Puller({
      projections, store, trusted: this.trusted, applier: this.applier, progress: this.progress, control: this.control,
      wake: this.wake, interceptor: () => this.interceptor, logger, failed: (name) => this.failureListener?.(name), batchSize: options.batchSize ?? 500, idleMs: options.idleMs ?? 100,
    });
    this.leadership = new Leadership({
      // Instances running the same projections elect one leader; a runner with another set has its own election.
      key: 'projections:leader:' + [...names].sort().join(','),
      control: this.control, wake: this.wake, running, retryMs: options.leaderRetryMs ?? 1000, logger,
      pullPage: () => this.puller.pullPage(),
      steppedDown: () => this.applier.close(),
    });
  }

  /** The registered projections' names (for the support CLI's short names). */
  get names(): readonly string[] {
    return this.projections.map((p) => p.name);
  }

  get(name: string): Projection {
    const p = this.projections.find((x) => x.name === name);
    if (!p) throw new Error(`Unknown projection '${name}'. Known: ${this.projections.map((x) => x.name).join(', ')}`);
    return p;
  }

  /** True while this instance runs the projections (holds the leader lock). */
  get isLeader(): boolean {
    return this.leadership.isLeader;
  }

  async ensureCheckpoints(): Promise<void> {
    await ensureCheckpoints(this.pool, this.names);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.unsubscribe = (this.notifications ?? this.store).onAppended(() => {
      this.puller.appended();
      this.wake.all();
    });
    this.leadership.start();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.leadership.stepDown();
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.wake.all();
    await this.leadership.stopped();
    await this.closeControl();
  }

  /**
   * One batch of one projection: read the page after its checkpoint, apply it and move the checkpoint in one
   * transaction. Returns the number of events read (0 when caught up or when another instance holds the lock).
   * Throws what the projection threw.
   */
  runBatch(p: Projection): Promise<number> {
    return this.puller.runBatch(p);
  }

  /**
   * The caught-up signal: resolves once every named projection (default: all) has processed everything up to
   * `target` (default: the head of the log at call time); rejects after `timeoutMs`. Works whether the projections
   * run in this process or in another one (their checkpoints arrive by NOTIFY, or by the fallback poll).
   */
  waitFor(target?: GlobalPosition, names?: readonly string[], timeoutMs = 30_000): Promise<void> {
    return this.progress.waitFor(target, names, timeoutMs);
  }

  private async closeControl() {
    this.progress.stopWatching();
    await this.control.close();
  }

  status(): Promise<ProjectionStatus[]> {
    return readStatus(this.pool, this.names);
  }

  /** Stops (in this process) feeding one projection; used by tests and by rebuilds run in-process. */
  pause(name: string) {
    this.puller.pause(name);
  }

  resume(name: string) {
    this.puller.resume(name);
    this.wake.all();
  }

  /** Blue/green rebuild (rule 8, `runner/rebuild.ts`); the live checkpoint moves to the rebuilt one. */
  async rebuild(name: string, onProgress?: (events: number) => void): Promise<{ events: number; ms: number }> {
    const p = this.get(name);
    const started = Date.now();
    const { events, position } = await rebuildProjection(
      { pool: this.pool, db: this.db, store: this.store, batchSize: this.rebuildBatchSize }, p, onProgress,
    );
    this.trusted.forget(name);
    this.progress.publish(name, position);
    return { events, ms: Date.now() - started };
  }
}
