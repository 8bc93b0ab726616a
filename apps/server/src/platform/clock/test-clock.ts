import { DomainError } from '@marketplace/domain';
import type { Pool, PoolClient } from 'pg';
import type { ProjectionRunner } from '../projections/projection-runner';
import type { FireOutcome, TimerService } from '../timers/timer-service';
import { checkedClockMove } from './duration';
import { type EnvironmentClock, TEST_CLOCK_CHANNEL } from './environment-clock';

/** Serialises moves of one environment's clock (two `advance` calls at once would interleave their timers). */
const ADVANCE_LOCK = 0x636c6f63; // 'cloc'

/** A deadline the move reached, in the order it fired. */
export interface ReachedDeadline {
  readonly kind: string;
  readonly key: string;
  readonly dueAt: string;
  readonly outcome: FireOutcome;
}

export interface ClockStatus {
  readonly now: string;
  readonly offsetMs: number;
  /** The next deadlines still to fire (at most 20), soonest first. */
  readonly upcoming: readonly { kind: string; key: string; dueAt: string }[];
}

export interface ClockMove {
  readonly from: string;
  readonly to: string;
  readonly offsetMs: number;
  readonly reached: readonly ReachedDeadline[];
}

interface PendingRow {
  kind: string;
  key: string;
  version: string;
  due_at: Date;
}

/**
 * Moves an environment's clock forward (ADR 0082), as Stripe's test clocks do: step by step through the deadlines due
 * in the skipped interval, soonest first: the clock is set to each one's due time, it fires, and the projections
 * catch up (so the deadlines and read models its events make exist) before the next; then the clock is set to the
 * target. Never in production: nothing builds this there.
 */
export class TestClock {
  constructor(
    private readonly clock: EnvironmentClock,
    private readonly pool: Pool,
    private readonly timers: TimerService,
    private readonly projections: ProjectionRunner,
    private readonly options: { readonly leaseWaitMs?: number; readonly catchUpMs?: number } = {},
  ) {}

  async status(): Promise<ClockStatus> {
    await this.clock.refresh();
    const { rows } = await this.pool.query<PendingRow>(
      'select kind, key, version, due_at from platform.deadlines where fired_at is null order by due_at, kind, key limit 20');
    return {
      now: this.clock.now().toISOString(),
      offsetMs: this.clock.offsetMs,
      upcoming: rows.map((r) => ({ kind: r.kind, key: r.key, dueAt: r.due_at.toISOString() })),
    };
  }

  /** Moves the clock forward by `ms` (refused when not forward, or more than a year). */
  async advance(ms: number): Promise<ClockMove> {
    checkedClockMove(ms);
    return this.move((from) => from + ms);
  }

  /** Moves the clock forward to `instant` (refused when it is in the past, or more than a year ahead). */
  async advanceTo(instant: Date): Promise<ClockMove> {
    if (Number.isNaN(instant.getTime())) throw new DomainError('clock.bad_instant', 'validation', 'An ISO 8601 instant such as 2026-01-31T12:00:00Z', 'to');
    return this.move((from) => {
      const ms = instant.getTime() - from;
      if (ms <= 0) throw new DomainError('clock.backwards', 'validation', `The test clock only moves forward (it is ${new Date(from).toISOString()})`, 'to');
      checkedClockMove(ms, 'to');
      return instant.getTime();
    });
  }

  private async move(targetOf: (from: number) => number): Promise<ClockMove> {
    const lock = await this.pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [ADVANCE_LOCK]);
      try {
        await this.clock.refresh();
        const from = this.clock.now().getTime();
        const target = targetOf(from);
        const reached: ReachedDeadline[] = [];
        const given = new Set<string>();
        for (;;) {
          // What the last firing wrote (its deadlines, its read models) is there before the next one is chosen.
          await this.projections.waitFor(undefined, undefined, this.options.catchUpMs ?? 60_000);
          const { rows } = await this.pool.query<PendingRow>(
            `select kind, key, version, due_at from platform.deadlines
              where fired_at is null and due_at <= $1 order by due_at, kind, key limit 100`, [new Date(target)]);
          const next = rows.find((r) => !given.has(`${r.kind}\u0000${r.key}\u0000${r.version}`));
          if (!next) break;
          await this.setOffset(lock, next.due_at.getTime() - Date.now());
          const outcome = await this.fireInTurn(next);
          reached.push({ kind: next.kind, key: next.key, dueAt: next.due_at.toISOString(), outcome });
          // A failed handler retries on its own schedule (the timers' backoff); a stale version gives way to the new one.
          if (outcome !== 'stale') given.add(`${next.kind}\u0000${next.key}\u0000${next.version}`);
        }
        await this.setOffset(lock, target - Date.now());
        await this.projections.waitFor(undefined, undefined, this.options.catchUpMs ?? 60_000);
        return { from: new Date(from).toISOString(), to: this.clock.now().toISOString(), offsetMs: this.clock.offsetMs, reached };
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [ADVANCE_LOCK]).catch(() => undefined);
      }
    } finally {
      lock.release();
    }
  }

  /** Fires one deadline; when another process holds it, waits for that firing to end so that the order holds. */
  private async fireInTurn(row: PendingRow): Promise<FireOutcome> {
    const version = Number(row.version);
    let outcome = await this.timers.fire(row.kind, row.key, version);
    const until = Date.now() + (this.options.leaseWaitMs ?? 35_000);
    while (outcome === 'taken' && Date.now() < until) {
      const { rows } = await this.pool.query<{ fired_at: Date | null; last_error: string | null }>(
        'select fired_at, last_error from platform.deadlines where kind = $1 and key = $2 and version = $3', [row.kind, row.key, version]);
      if (!rows[0] || rows[0].fired_at) return 'fired';
      // Held by its retry back-off after a failure, not by a firing in flight: the timers retry it on their own.
      if (rows[0].last_error !== null) return 'failed';
      await new Promise((resolve) => setTimeout(resolve, 50));
      outcome = await this.timers.fire(row.kind, row.key, version);
    }
    return outcome;
  }

  /** Stores a larger offset (never a smaller one), tells every process of the environment, and takes it here. */
  private async setOffset(client: PoolClient, offsetMs: number): Promise<void> {
    const { rows } = await client.query<{ offset_ms: string }>(
      `update platform.test_clock set offset_ms = greatest(offset_ms, $1::bigint), updated_at = now() where id returning offset_ms`,
      [Math.ceil(offsetMs)]);
    const stored = Number(rows[0]?.offset_ms ?? 0);
    await client.query(`select pg_notify('${TEST_CLOCK_CHANNEL}', $1)`, [String(stored)]);
    this.clock.adopt(stored);
  }
}
