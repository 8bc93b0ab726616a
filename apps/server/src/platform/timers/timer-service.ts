import { Queue, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { type Clock, systemClock } from '../clock/clock';
import { inSpan, traceOfDeadline, tracingEnabled, type TraceCarrier } from '../observability/tracing';
import { type Deadline, jobId } from './deadlines';

/** What happens when a deadline of this kind is due: dispatch an ordinary command; the decider decides. */
export interface TimerHandler {
  readonly kind: string;
  /**
   * `mail`: each deadline of this kind sends an email (once, through its ledger): the deadlines due and not fired yet
   * are the mail outbox the metrics show (ADR 0080).
   */
  readonly outbox?: 'mail';
  fire(deadline: Deadline): Promise<void>;
}

export interface TimerServiceOptions {
  /** Without Redis the reconciler alone fires deadlines, so it runs often. */
  readonly reconcileEveryMs?: number;
  /** How far ahead the reconciler enqueues wake-ups. */
  readonly horizonMs?: number;
  /** A deadline overdue by this much is fired by the reconciler itself, whatever happened to its job. */
  readonly overdueGraceMs?: number;
  readonly leaseMs?: number;
  readonly queueName?: string;
  readonly logger?: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Business time: a deadline is due when this clock reaches it (the environment's test clock outside production, ADR 0082). */
  readonly clock?: Clock;
}

export type FireOutcome = 'fired' | 'stale' | 'taken' | 'not-due' | 'failed';

/** What the service did, for observers (tests prove a negative by waiting for these instead of sleeping). */
export type TimerActivity =
  | { readonly type: 'fire'; readonly kind: string; readonly key: string; readonly version: number; readonly outcome: FireOutcome }
  | { readonly type: 'reconciled'; readonly startedAt: number; readonly fired: number };

/** One reconciler pass: when it read the deadlines table, and how many it fired itself. */
export interface ReconcilePass {
  readonly startedAt: number;
  readonly fired: number;
}

interface DeadlineRow {
  kind: string;
  key: string;
  version: string;
  due_at: Date;
  payload: Record<string, unknown>;
}

const toDeadline = (r: DeadlineRow): Deadline => ({
  kind: r.kind, key: r.key, version: Number(r.version), dueAt: r.due_at, payload: r.payload,
});

/**
 * Timers (ARCHITECTURE §4). The deadline lives in PostgreSQL; BullMQ only wakes us up at the right moment, with job
 * ids keyed by version. Firing claims the row with a lease, so two wake-ups (a job and the reconciler, or two
 * instances) never run the handler twice for one version; a crash mid-handler lets the lease lapse and it fires again.
 */
export class TimerService {
  private readonly handlers = new Map<string, TimerHandler>();
  private queue: Queue | null = null;
  private worker: Worker | null = null;
  private workerConnection: Redis | null = null;
  private reconcileTimer: NodeJS.Timeout | null = null;
  private reconciling: Promise<ReconcilePass> | null = null;
  private readonly observers = new Set<(activity: TimerActivity) => void>();
  private stopped = true;
  private readonly reconcileEveryMs: number;
  private readonly horizonMs: number;
  private readonly overdueGraceMs: number;
  private readonly leaseMs: number;
  /** The BullMQ queue of wake-ups: one per deployment on a shared Redis. */
  readonly queueName: string;
  private readonly logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  private readonly clock: Clock;
  /** Counts handler runs per kind: observability, and what tests use to prove "fires once". */
  readonly fired = new Map<string, number>();

  constructor(private readonly pool: Pool, private readonly redis: Redis | null, options: TimerServiceOptions = {}) {
    this.reconcileEveryMs = options.reconcileEveryMs ?? (redis ? 60_000 : 1_000);
    this.horizonMs = options.horizonMs ?? 120_000;
    this.overdueGraceMs = options.overdueGraceMs ?? (redis ? 5_000 : 0);
    this.leaseMs = options.leaseMs ?? 30_000;
    this.queueName = options.queueName ?? 'deadlines';
    this.logger = options.logger ?? { info: () => undefined, warn: () => undefined, error: () => undefined };
    this.clock = options.clock ?? systemClock;
  }

  register(handler: TimerHandler): this {
    this.handlers.set(handler.kind, handler);
    return this;
  }

  /** The kinds of the registered timers that empty this outbox (e.g. the ones that send an email). */
  kindsOf(outbox: NonNullable<TimerHandler['outbox']>): string[] {
    return [...this.handlers.values()].filter((h) => h.outbox === outbox).map((h) => h.kind).sort();
  }

  async start(): Promise<void> {
    this.stopped = false;
    if (this.redis) {
      const connection = this.redis;
      // With tracing on, BullMQ's own OpenTelemetry support traces the wake-ups (bullmq-otel, ADR 0080).
      const telemetry = tracingEnabled() ? { telemetry: bullmqTelemetry() } : {};
      this.queue = new Queue(this.queueName, { connection, ...telemetry });
      this.queue.on('error', (err) => this.logger.warn({ err }, 'timer queue error'));
      this.workerConnection = connection.duplicate();
      this.worker = new Worker(this.queueName, (job) => this.onJob(job), {
        connection: this.workerConnection,
        concurrency: 8,
        ...telemetry,
      });
      this.worker.on('error', (err) => this.logger.warn({ err }, 'timer worker error'));
    }
    await this.reconcile();
    this.reconcileTimer = setInterval(() => void this.reconcile(), this.reconcileEveryMs);
    this.reconcileTimer.unref();
  }

  /** The wake-up queue's jobs by state (the metrics), or null without Redis or before start. */
  async queueCounts(): Promise<{ queue: string; jobs: Record<string, number> } | null> {
    if (!this.queue) return null;
    return { queue: this.queueName, jobs: await this.queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed', 'prioritized') };
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.reconcileTimer) clearInterval(this.reconcileTimer);
    this.reconcileTimer = null;
    if (this.reconciling) await this.reconciling.catch(() => undefined);
    await this.worker?.close();
    await this.queue?.close();
    this.workerConnection?.disconnect();
    this.workerConnection = null;
    this.worker = null;
    this.queue = null;
  }

  /** Observes every firing outcome and every finished reconciler pass; returns the unsubscribe function. */
  onActivity(observer: (activity: TimerActivity) => void): () => void {
    this.observers.add(observer);
    return () => this.observers.delete(observer);
  }

  private report(activity: TimerActivity) {
    for (const observer of this.observers) observer(activity);
  }

  /** Wake-up jobs waiting in Redis (delayed or ready), not counting those being processed; 0 without Redis. */
  async scheduledWakeUps(): Promise<number> {
    if (!this.queue) return 0;
    const counts = await this.queue.getJobCounts('wait', 'delayed', 'prioritized');
    return Object.values(counts).reduce((a, b) => a + b, 0);
  }

  /** Called after a projection committed new deadlines: enqueue their wake-ups (best effort). */
  async wake(items: readonly Pick<Deadline, 'kind' | 'key' | 'version' | 'dueAt'>[]): Promise<void> {
    if (!this.queue) {
      // Reconciler-only mode: if something is already due, don't wait for the next tick.
      if (items.some((d) => d.dueAt.getTime() <= this.clock.now().getTime())) void this.reconcile();
      return;
    }
    await this.queue.addBulk(items.map((d) => ({
      name: d.kind,
      data: { kind: d.kind, key: d.key, version: d.version },
      opts: {
        jobId: jobId(d.kind, d.key, d.version),
        delay: Math.max(0, d.dueAt.getTime() - this.clock.now().getTime()),
        removeOnComplete: true,
        removeOnFail: 1000,
      },
    })));
  }

  private async onJob(job: Job<{ kind: string; key: string; version: number }>): Promise<void> {
    const { kind, key, version } = job.data;
    const outcome = await this.fire(kind, key, version);
    if (outcome === 'not-due') {
      const { rows } = await this.pool.query<{ due_at: Date }>(
        'select due_at from platform.deadlines where kind = $1 and key = $2 and version = $3', [kind, key, version]);
      // Woken early (clock skew between Redis and PostgreSQL): come back when it is due.
      if (rows[0]) {
        await this.queue?.add(kind, job.data, {
          jobId: `${jobId(kind, key, version)}-retry-${Date.now()}`,
          delay: Math.max(1, rows[0].due_at.getTime() - this.clock.now().getTime()),
          removeOnComplete: true,
        });
      }
    }
  }

  /**
   * Claims and fires one deadline version. Returns what happened; 'stale' means a newer version or a cancel
   * replaced it, 'taken' that another firing holds the lease or it already fired.
   */
  async fire(kind: string, key: string, version: number): Promise<FireOutcome> {
    const outcome = await this.claimAndFire(kind, key, version);
    this.report({ type: 'fire', kind, key, version, outcome });
    return outcome;
  }

  private async claimAndFire(kind: string, key: string, version: number): Promise<FireOutcome> {
    // Due by business time (the clock); leases by the database's own time, which a moved clock leaves alone.
    const now = this.clock.now();
    const { rows } = await this.pool.query<DeadlineRow & { trace: (TraceCarrier & { link?: boolean }) | null }>(
      `update platform.deadlines
          set leased_until = now() + make_interval(secs => $4::double precision / 1000), attempts = attempts + 1
        where kind = $1 and key = $2 and version = $3 and fired_at is null and due_at <= $5
          and (leased_until is null or leased_until < now())
        returning kind, key, version, due_at, payload, trace`,
      [kind, key, version, this.leaseMs, now],
    );
    if (rows.length === 0) {
      const { rows: current } = await this.pool.query<{ version: string; fired_at: Date | null; due_at: Date }>(
        'select version, fired_at, due_at from platform.deadlines where kind = $1 and key = $2', [kind, key]);
      const c = current[0];
      if (!c || Number(c.version) !== version) return 'stale';
      if (!c.fired_at && c.due_at.getTime() > now.getTime()) return 'not-due';
      return 'taken';
    }
    const deadline = toDeadline(rows[0]);
    const handler = this.handlers.get(kind);
    try {
      if (!handler) throw new Error(`No timer handler for kind '${kind}'`);
      // In the trace of whoever scheduled it: a child, or a trace of its own linked to it for a deferred job (ADR 0080).
      const scheduledBy = traceOfDeadline(rows[0].trace);
      await inSpan(`timer.fire ${kind}`, { 'timer.kind': kind, 'timer.key': key, 'timer.deferred': rows[0].trace?.link ?? false }, () => handler.fire(deadline), scheduledBy);
      this.fired.set(kind, (this.fired.get(kind) ?? 0) + 1);
      await this.pool.query(
        'update platform.deadlines set fired_at = now(), leased_until = null, last_error = null where kind = $1 and key = $2 and version = $3',
        [kind, key, version]);
      return 'fired';
    } catch (error: any) {
      this.logger.error({ err: error, kind, key, version }, 'timer handler failed; will retry');
      await this.pool.query(
        `update platform.deadlines set leased_until = now() + make_interval(secs => least(300, 2 ^ attempts)), last_error = $4
          where kind = $1 and key = $2 and version = $3`,
        [kind, key, version, String(error?.message ?? error).slice(0, 500)]).catch(() => undefined);
      return 'failed';
    }
  }

  /**
   * At boot and on an interval: fire what is overdue (whatever became of its wake-up: Redis flushed, job lost) and,
   * with Redis, enqueue wake-ups for everything due within the horizon. Job ids make re-enqueueing harmless.
   */
  reconcile(): Promise<ReconcilePass> {
    if (this.stopped) return Promise.resolve({ startedAt: Date.now(), fired: 0 });
    this.reconciling ??= (async () => {
      const startedAt = Date.now();
      let fired = 0;
      try {
        const now = this.clock.now().getTime();
        const { rows } = await this.pool.query<DeadlineRow>(
          `select kind, key, version, due_at, payload from platform.deadlines
            where fired_at is null and due_at <= $2::timestamptz + make_interval(secs => $1::double precision / 1000)
              and (leased_until is null or leased_until < now())
            order by due_at limit 5000`,
          [this.queue ? this.horizonMs : 0, new Date(now)],
        );
        const overdue = rows.filter((r) => r.due_at.getTime() <= now - this.overdueGraceMs);
        const upcoming = rows.filter((r) => r.due_at.getTime() > now - this.overdueGraceMs);
        if (this.queue && upcoming.length > 0) {
          await this.wake(upcoming.map(toDeadline));
        }
        for (let i = 0; i < overdue.length && !this.stopped; i += 16) {
          const outcomes = await Promise.all(overdue.slice(i, i + 16).map((r) => this.fire(r.kind, r.key, Number(r.version))));
          fired += outcomes.filter((o) => o === 'fired').length;
        }
      } catch (error) {
        this.logger.warn({ err: error }, 'timer reconcile failed');
      } finally {
        this.reconciling = null;
      }
      this.report({ type: 'reconciled', startedAt, fired });
      return { startedAt, fired };
    })();
    return this.reconciling;
  }
}

/** BullMQ's OpenTelemetry adapter, loaded only when tracing is on. */
function bullmqTelemetry() {
  const { BullMQOtel } = require('bullmq-otel') as typeof import('bullmq-otel');
  return new BullMQOtel({ tracerName: 'marketplace' });
}
