import type { Logger } from 'pino';
import type { ControlConnection } from './control-connection';
import type { WakeUps } from './wake-ups';

export interface LeadershipParts {
  /** `hashtext` of it is the session advisory lock instances running the same projections campaign for. */
  readonly key: string;
  readonly control: Pick<ControlConnection, 'connect' | 'current' | 'query' | 'announceRelease'>;
  readonly wake: Pick<WakeUps, 'sleep'>;
  /** Whether this process runs the projections (started, not stopped). */
  readonly running: () => boolean;
  /** How often an instance that does not lead tries to take over the projections (failover time). */
  readonly retryMs: number;
  readonly logger: Pick<Logger, 'info' | 'warn'>;
  /** One turn of the leader's work (never throws). */
  readonly pullPage: () => Promise<void>;
  /** The leader stopped pulling: lets go what only the leader holds. */
  readonly steppedDown: () => Promise<void>;
}

/**
 * The leader election: the puller runs only in the instance holding a session advisory lock on the control
 * connection (PostgreSQL releases it the moment that process dies); the others retry every `retryMs`.
 */
export class Leadership {
  private leading = false;
  private loop: Promise<void> | null = null;
  /** The leader announced it let the lock go: campaign now rather than at the next retry. */
  private released = false;

  constructor(private readonly parts: LeadershipParts) {}

  /** True while this instance runs the projections (holds the leader lock). */
  get isLeader(): boolean {
    return this.leading;
  }

  start(): void {
    this.loop = this.lead();
  }

  /** Another instance's leader let the lock go (its graceful shutdown): ends this standby's wait. */
  leaderReleased(): void {
    this.released = true;
  }

  /** Ends the current turn as leader (stopped, or the control connection and with it the lock is gone). */
  stepDown(): void {
    this.leading = false;
  }

  /** Resolves once the campaign has ended (after `running` turned false). */
  async stopped(): Promise<void> {
    await this.loop;
    this.loop = null;
  }

  /** Campaigns for the leader lock; runs the puller while holding it. */
  private async lead(): Promise<void> {
    const { control: connection, key, logger } = this.parts;
    let failures = 0;
    while (this.parts.running()) {
      try {
        const control = await connection.connect();
        const { rows } = await connection.query(control, 'select pg_try_advisory_lock(hashtext($1)) as ok', [key]);
        failures = 0;
        if (rows[0].ok) {
          this.leading = this.parts.running();
          logger.info({ pid: process.pid }, 'running the projections (leader)');
          await this.pull();
          if (connection.current === control) {
            await connection.query(control, 'select pg_advisory_unlock(hashtext($1))', [key]).catch(() => undefined);
            // The hand-over (ADR 0081): a standby campaigns on this notice instead of waiting out its retry interval.
            await connection.announceRelease(control);
          }
        } else {
          this.released = false;
          await this.parts.wake.sleep(this.parts.retryMs, () => !this.parts.running() || this.released);
        }
      } catch (error) {
        failures += 1;
        this.leading = false;
        logger.warn({ err: error }, 'projection leader election failed; retrying');
        await this.parts.wake.sleep(Math.min(5000, 100 * 2 ** failures), () => !this.parts.running());
      }
    }
  }

  /** The leader's loop: one turn after another while it leads. */
  private async pull(): Promise<void> {
    try {
      while (this.parts.running() && this.leading) await this.parts.pullPage();
      this.leading = false;
    } finally {
      await this.parts.steppedDown();
    }
  }
}
