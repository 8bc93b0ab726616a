import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { comparePositions, type EventStore, type GlobalPosition, START } from '../../event-store/event-store.port';
import type { ControlConnection } from './control-connection';

export interface ProgressParts {
  readonly names: readonly string[];
  readonly store: Pick<EventStore, 'headPosition'>;
  readonly pool: Pool;
  readonly control: Pick<ControlConnection, 'connect' | 'current' | 'query'>;
  readonly logger: Pick<Logger, 'warn'>;
  /** How often a waiting `waitFor` re-reads the checkpoints when no NOTIFY arrives (the fallback). */
  readonly pollMs: number;
  /** Whether this process runs the projections (started). */
  readonly running: () => boolean;
  /** Lets the control connection go (a process that does not run the projections, idle). */
  readonly closeControl: () => Promise<void>;
}

/**
 * The caught-up signal (`waitFor`): checkpoints as this process knows them committed, and who waits for them to pass
 * a position. Positions committed here are published at once; those committed by another process are re-read on
 * NOTIFY, or by a slow poll while someone waits.
 */
export class ProgressWaiters {
  /** Checkpoints as this process last knew them committed; only ever moved forward except by a rebuild. */
  private readonly positions = new Map<string, GlobalPosition>();
  private readonly waiters = new Set<() => void>();
  private refreshing: Promise<void> | null = null;
  private refreshAgain = false;
  private pollTimer: NodeJS.Timeout | null = null;
  private closeIdleControl: NodeJS.Timeout | null = null;

  constructor(private readonly parts: ProgressParts) {}

  /** Records a committed checkpoint (never backwards) and wakes the waiters. */
  publish(name: string, position: GlobalPosition): void {
    const known = this.positions.get(name);
    if (!known || comparePositions(position, known) > 0) this.positions.set(name, position);
    [...this.waiters].forEach((w) => w());
  }

  /** See `ProjectionRunner.waitFor`. */
  async waitFor(target: GlobalPosition | undefined, names: readonly string[] | undefined, timeoutMs: number): Promise<void> {
    const goal = target ?? (await this.parts.store.headPosition());
    const wanted = names ?? this.parts.names;
    const reached = () => wanted.every((n) => comparePositions(this.positions.get(n) ?? START, goal) >= 0);
    if (reached()) return;
    let waiter: () => void = () => undefined;
    let timer: NodeJS.Timeout | undefined;
    const done = new Promise<void>((resolve, reject) => {
      waiter = () => {
        if (reached()) resolve();
      };
      timer = setTimeout(() => reject(new Error(`Projections not caught up to ${goal.transactionId}/${goal.position} within ${timeoutMs} ms`)), timeoutMs);
    });
    this.waiters.add(waiter);
    try {
      this.watchCheckpoints();
      void this.refresh();
      await done;
    } finally {
      clearTimeout(timer);
      this.waiters.delete(waiter);
      if (this.waiters.size === 0) this.unwatchCheckpoints();
    }
  }

  /** The control connection (re)connected: a checkpoint committed meanwhile sent its NOTIFY before we listened. */
  refreshIfWaiting(): void {
    if (this.waiters.size > 0) void this.refresh();
  }

  /** Stops the poll and the idle close (the control connection is closing). */
  stopWatching(): void {
    if (this.closeIdleControl) clearTimeout(this.closeIdleControl);
    this.closeIdleControl = null;
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.pollTimer = null;
  }

  /** While someone waits: listen for checkpoint notifications and poll slowly in case one is missed. */
  private watchCheckpoints() {
    if (this.closeIdleControl) clearTimeout(this.closeIdleControl);
    this.closeIdleControl = null;
    this.parts.control.connect().catch(() => undefined);
    if (!this.pollTimer) {
      this.pollTimer = setInterval(() => void this.refresh(), this.parts.pollMs);
      this.pollTimer.unref();
    }
  }

  private unwatchCheckpoints() {
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.pollTimer = null;
    // A process that does not run the projections keeps its listener a while for the next read, then lets it go.
    if (!this.parts.running() && !this.closeIdleControl) {
      this.closeIdleControl = setTimeout(() => {
        this.closeIdleControl = null;
        if (!this.parts.running() && this.waiters.size === 0) void this.parts.closeControl();
      }, 5_000);
      this.closeIdleControl.unref();
    }
  }

  /** Re-reads the checkpoints of every projection (coalesced: one query at a time, one more if asked meanwhile). */
  refresh(): Promise<void> {
    if (this.refreshing) {
      this.refreshAgain = true;
      return this.refreshing;
    }
    this.refreshing = (async () => {
      do {
        this.refreshAgain = false;
        try {
          const names = this.parts.names;
          const query = 'select name, transaction_id, global_position from platform.projection_checkpoints where name = any($1)';
          const control = this.parts.control.current;
          const { rows } = control
            ? await this.parts.control.query<{ name: string; transaction_id: string; global_position: string }>(control, query, [names])
            : await this.parts.pool.query<{ name: string; transaction_id: string; global_position: string }>(query, [names]);
          for (const r of rows) this.publish(r.name, { transactionId: r.transaction_id, position: r.global_position });
        } catch (error) {
          this.parts.logger.warn({ err: error }, 'reading projection checkpoints failed');
        }
      } while (this.refreshAgain && this.waiters.size > 0);
      this.refreshing = null;
    })();
    return this.refreshing;
  }
}
