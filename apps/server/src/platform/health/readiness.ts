import { Inject, Injectable } from '@nestjs/common';
import { HealthIndicatorService, type HealthIndicatorResult } from '@nestjs/terminus';
import type { Kysely, Migration } from 'kysely';
import type { AppConfig } from '../config/config';
import { within } from '../async/within';
import { pendingMigrations } from '../database/database';
import type { EventStore } from '../event-store/event-store.port';
import type { ProjectionRunner } from '../projections/projection-runner';
import { CONFIG, DB, EVENT_STORE, PROJECTION_RUNNER } from '../tokens';
import { ShutdownState } from './shutdown-state';

export const MIGRATIONS = Symbol('MIGRATIONS');

/** The readiness checks (ADR 0081), each a @nestjs/terminus indicator. */
@Injectable()
export class Readiness {
  /** Once every migration has run it stays so: not asked again. */
  private migrated = false;

  constructor(
    private readonly indicators: HealthIndicatorService,
    private readonly shutdown: ShutdownState,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTION_RUNNER) private readonly projections: ProjectionRunner,
    @Inject(MIGRATIONS) private readonly migrations: Record<string, Migration>,
  ) {}

  /** Not shutting down. */
  serving(): HealthIndicatorResult {
    const check = this.indicators.check('serving');
    return this.shutdown.draining ? check.down({ message: 'shutting down' }) : check.up();
  }

  /** Every migration of this build ran. */
  async migrationsRan(): Promise<HealthIndicatorResult> {
    const check = this.indicators.check('migrations');
    if (this.migrated) return check.up();
    try {
      const pending = await within(2000, pendingMigrations(this.db, this.migrations));
      this.migrated = pending.length === 0;
      return this.migrated ? check.up() : check.down({ pending: pending.length, first: pending[0] });
    } catch (error) {
      return check.down({ message: (error as Error).message });
    }
  }

  /** The event store answers (its head position). */
  async storeAnswers(): Promise<HealthIndicatorResult> {
    const check = this.indicators.check('eventStore');
    try {
      await within(2000, this.store.headPosition());
      return check.up();
    } catch (error) {
      return check.down({ message: (error as Error).message });
    }
  }

  /** This instance runs projections: none is further behind than READY_MAX_PROJECTION_LAG_SECONDS. */
  async projectionsWithinBounds(): Promise<HealthIndicatorResult> {
    const check = this.indicators.check('projections');
    if (!this.config.RUN_PROJECTIONS) return check.up({ runsHere: false });
    const bound = this.config.READY_MAX_PROJECTION_LAG_SECONDS;
    try {
      const statuses = await within(2000, this.projections.status());
      const behind = statuses.filter((s) => s.lagSeconds > bound).map((s) => ({ name: s.name, lagSeconds: Math.round(s.lagSeconds), lagEvents: s.lag }));
      const maxLagSeconds = Math.round(Math.max(0, ...statuses.map((s) => s.lagSeconds)));
      return behind.length === 0 ? check.up({ maxLagSeconds, boundSeconds: bound }) : check.down({ behind, boundSeconds: bound });
    } catch (error) {
      return check.down({ message: (error as Error).message });
    }
  }
}
