import { Redis } from 'ioredis';
import type { Kysely, Migration } from 'kysely';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { type Clock, systemClock } from './clock/clock';
import { EnvironmentClock, storedOffsetMs } from './clock/environment-clock';
import { deploymentNamespace, type AppConfig } from './config/config';
import { createDb, createPool } from './database/database';
import type { EventStore, Upcaster } from './event-store/event-store.port';
import type { ProjectionDeps } from './module-registration';
import type { Projection } from './projections/projection';
import { PostgresEventStore } from './event-store/postgres-event-store';
import { Metrics } from './observability/metrics';
import type { OutboxDepth } from './observability/outbox-depth';
import { ProjectionRunner } from './projections/projection-runner';
import { TimerService } from './timers/timer-service';

/** The process-wide infrastructure, built once from configuration; the Nest module and the CLI tools share it. */
export interface Infrastructure {
  readonly config: AppConfig;
  readonly logger: Logger;
  readonly pool: Pool;
  readonly db: Kysely<any>;
  readonly redis: Redis | null;
  readonly store: EventStore;
  readonly projections: ProjectionRunner;
  readonly timers: TimerService;
  /** Business time: the machine's in production, the environment's test clock elsewhere (ADR 0082). */
  readonly clock: Clock;
  /** The environment's test clock, outside production only. */
  readonly testClock: EnvironmentClock | null;
  /** Reads the clock's offset (and, outside production, starts following it); production refuses a moved clock. */
  startClock(): Promise<void>;
  /** The Prometheus metrics, when METRICS_PORT is set (ADR 0080). */
  readonly metrics: Metrics | null;
  /** Every migration of this build (empty when the caller gave none). */
  readonly migrations: Record<string, Migration>;
  close(): Promise<void>;
}

export function createRedis(url: string): Redis {
  // BullMQ needs maxRetriesPerRequest: null (ARCHITECTURE §4).
  const redis = new Redis(url, { maxRetriesPerRequest: null, enableOfflineQueue: true, lazyConnect: false });
  redis.on('error', () => undefined);
  return redis;
}

/** What the bounded contexts contribute to the infrastructure (app.registry.ts builds it; platform does not import the app). */
export interface InfrastructureParts {
  readonly upcaster: Upcaster;
  projections(deps: ProjectionDeps): Projection[];
  /** Every migration of this build (readiness checks they all ran). */
  migrations?(): Record<string, Migration>;
  /** The contexts' outboxes, whose depth the metrics show. */
  outboxes?(): readonly OutboxDepth[];
}

export function createInfrastructure(config: AppConfig, logger: Logger, parts: InfrastructureParts): Infrastructure {
  const pool = createPool(config.DATABASE_URL, { max: config.DATABASE_POOL_SIZE });
  const db = createDb(pool);
  const redis = config.REDIS_URL ? createRedis(config.REDIS_URL) : null;
  const metrics = config.METRICS_PORT !== undefined ? new Metrics() : null;
  const store = new PostgresEventStore(pool, parts.upcaster, { appendsInFlight: config.EVENT_STORE_APPENDS_IN_FLIGHT || undefined, observer: metrics?.appends });
  const testClock = config.isProduction ? null : new EnvironmentClock(pool, logger.child({ component: 'clock' }));
  const clock: Clock = testClock ?? systemClock;
  const timers = new TimerService(pool, redis, {
    clock,
    reconcileEveryMs: config.TIMER_RECONCILE_MS,
    // Another deployment's worker on the same Redis would take this one's wake-ups and find no deadline to fire.
    queueName: `deadlines-${deploymentNamespace(config)}`,
    logger: logger.child({ component: 'timers' }),
  });
  const projections = new ProjectionRunner(pool, db, store, parts.projections({ wakeTimers: (d) => timers.wake(d), config }), {
    logger: logger.child({ component: 'projections' }),
  });
  metrics?.watch({ pool, poolMax: config.DATABASE_POOL_SIZE, projections, timers, outboxes: parts.outboxes?.() ?? [] });
  return {
    config, logger, pool, db, redis, store, projections, timers, clock, testClock, metrics, migrations: parts.migrations?.() ?? {},
    async startClock() {
      if (testClock) await testClock.start();
      else refuseMovedClock(await storedOffsetMs(pool));
    },
    async close() {
      await testClock?.stop();
      await projections.stop();
      await timers.stop();
      await store.close();
      await db.destroy().catch(() => undefined);
      if (redis) redis.disconnect();
    },
  };
}

/** Production boots only on a database whose test clock was never moved (ADR 0082). */
export function refuseMovedClock(offsetMs: number): void {
  if (offsetMs !== 0) {
    throw new Error(`Production refuses to boot: this database's test clock runs ${offsetMs} ms ahead of the machine (platform.test_clock). `
      + 'A database whose time was moved for tests must not serve production.');
  }
}

/** Production Redis must not evict BullMQ's keys (ARCHITECTURE §4): warn loudly if it would. */
export async function checkRedisPolicy(redis: Redis, logger: Logger) {
  try {
    const [, policy] = (await redis.config('GET', 'maxmemory-policy')) as string[];
    if (policy !== 'noeviction') logger.warn({ policy }, 'Redis maxmemory-policy should be noeviction for BullMQ');
  } catch {
    /* CONFIG may be disabled on managed Redis */
  }
}
