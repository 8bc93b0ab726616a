import { type Kysely, PostgresDialect, Kysely as KyselyCtor, sql } from 'kysely';
import type { Pool, PoolClient } from 'pg';
import type { Logger } from 'pino';
import {
  comparePositions, type EventStore, type GlobalPosition, type RecordedEvent, START,
} from '../event-store/event-store.port';
import type { Projection, ProjectionContext } from './projection';

export interface ProjectionRunnerOptions {
  readonly batchSize?: number;
  readonly rebuildBatchSize?: number;
  /** Poll interval when no append notification arrives (notifications are best effort). */
  readonly idleMs?: number;
  readonly logger?: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Where append wake-ups come from when the runner reads through its own store/pool (default: the store). */
  readonly appendNotifications?: Pick<EventStore, 'onAppended'>;
}

export interface ProjectionStatus {
  readonly name: string;
  readonly position: GlobalPosition;
  readonly lag: number;
  readonly updatedAt: Date | null;
}

/** Test hook: lets a test stop a projection between applying a batch and committing it. */
export type BatchInterceptor = (projection: string, events: readonly RecordedEvent[]) => Promise<void> | void;

const lockKey = (name: string) => sql<number>`hashtext(${'projection:' + name})`;

/**
 * Runs async projections. Each batch is one transaction holding a transaction-scoped advisory lock on the projection,
 * so only one instance processes it at a time; the checkpoint moves by compare-and-set in that same transaction,
 * so a batch is applied exactly once even if two instances or a crash interleave.
 */
export class ProjectionRunner {
  private readonly batchSize: number;
  private readonly rebuildBatchSize: number;
  private readonly idleMs: number;
  private running = false;
  private lastAppendAt = 0;
  private loops: Promise<void>[] = [];
  private wake = new Set<() => void>();
  private unsubscribe: (() => void) | null = null;
  private readonly positions = new Map<string, GlobalPosition>();
  private readonly progressWaiters = new Set<() => void>();
  private readonly paused = new Set<string>();
  interceptor: BatchInterceptor | null = null;

  constructor(
    private readonly pool: Pool,
    private readonly db: Kysely<any>,
    private readonly store: EventStore,
    readonly projections: readonly Projection[],
    options: ProjectionRunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 500;
    this.rebuildBatchSize = options.rebuildBatchSize ?? 2000;
    this.idleMs = options.idleMs ?? 100;
    this.notifications = options.appendNotifications ?? null;
    this.logger = options.logger ?? { info: () => undefined, warn: () => undefined, error: () => undefined } as any;
    const names = new Set<string>();
    for (const p of projections) {
      if (names.has(p.name)) throw new Error(`Duplicate projection name ${p.name}`);
      names.add(p.name);
    }
  }

  private readonly logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  private readonly notifications: Pick<EventStore, 'onAppended'> | null;

  get(name: string): Projection {
    const p = this.projections.find((x) => x.name === name);
    if (!p) throw new Error(`Unknown projection '${name}'. Known: ${this.projections.map((x) => x.name).join(', ')}`);
    return p;
  }

  async ensureCheckpoints(): Promise<void> {
    for (const p of this.projections) {
      await sql`insert into platform.projection_checkpoints (name) values (${p.name}) on conflict do nothing`.execute(this.db);
    }
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.unsubscribe = (this.notifications ?? this.store).onAppended(() => {
      this.lastAppendAt = Date.now();
      this.wake.forEach((w) => w());
    });
    this.loops = this.projections.map((p) => this.loop(p));
  }

  async stop(): Promise<void> {
    this.running = false;
    this.unsubscribe?.();
    this.wake.forEach((w) => w());
    await Promise.allSettled(this.loops);
    this.loops = [];
  }

  private async loop(p: Projection): Promise<void> {
    let failures = 0;
    while (this.running) {
      try {
        const processed = this.paused.has(p.name) ? 0 : await this.runBatch(p);
        failures = 0;
        // Just after an append, its event may not be readable yet (an older transaction still holds the snapshot
        // xmin back): look again shortly rather than waiting a whole poll interval.
        if (processed === 0) await this.idle(Date.now() - this.lastAppendAt < 200 ? 5 : this.idleMs);
      } catch (error) {
        failures += 1;
        this.logger.error({ err: error, projection: p.name }, 'projection batch failed; retrying');
        await this.idle(Math.min(5000, 100 * 2 ** failures));
      }
    }
  }

  private idle(ms = this.idleMs): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake.add(done);
    });
  }

  /**
   * One batch: lock, read checkpoint, read events after it, apply, move the checkpoint by compare-and-set, commit.
   * Returns the number of events read (0 when caught up or when another instance holds the lock).
   */
  async runBatch(p: Projection): Promise<number> {
    const client = await this.pool.connect();
    let broken = false;
    try {
      await client.query('begin');
      const locked = await client.query<{ ok: boolean }>('select pg_try_advisory_xact_lock(hashtext($1)) as ok', ['projection:' + p.name]);
      if (!locked.rows[0].ok) {
        await client.query('rollback');
        return 0;
      }
      const from = await this.readCheckpoint(client, p.name);
      const events = await this.store.readAll(from, this.batchSize);
      if (events.length === 0) {
        await client.query('rollback');
        this.publish(p.name, from);
        return 0;
      }
      const last = events[events.length - 1].globalPosition;
      const relevant = p.eventTypes ? events.filter((e) => p.eventTypes!.includes(e.type)) : events;
      const trxDb = singleConnectionKysely(client);
      const ctx: ProjectionContext = { schema: p.schema, mode: 'live' };
      if (relevant.length > 0) await p.apply(trxDb.withSchema(p.schema), relevant, ctx);
      if (this.interceptor) await this.interceptor(p.name, events);
      const moved = await client.query(
        `update platform.projection_checkpoints
            set transaction_id = $2::xid8, global_position = $3, updated_at = now()
          where name = $1 and transaction_id = $4::xid8 and global_position = $5`,
        [p.name, last.transactionId, last.position, from.transactionId, from.position],
      );
      if (moved.rowCount !== 1) {
        // Someone else moved the checkpoint (a rebuild swap): drop this batch, start again from the new position.
        await client.query('rollback');
        return 0;
      }
      await client.query('commit');
      this.publish(p.name, last);
      if (p.afterCommit && relevant.length > 0) {
        try {
          await p.afterCommit(relevant);
        } catch (error) {
          this.logger.warn({ err: error, projection: p.name }, 'afterCommit failed (reconcilers will catch up)');
        }
      }
      return events.length;
    } catch (error) {
      broken = true;
      try {
        await client.query('rollback');
        broken = false;
      } catch {
        /* connection lost; released as broken below */
      }
      throw error;
    } finally {
      client.release(broken ? true : undefined);
    }
  }

  private async readCheckpoint(client: PoolClient, name: string): Promise<GlobalPosition> {
    const { rows } = await client.query<{ transaction_id: string; global_position: string }>(
      'select transaction_id, global_position from platform.projection_checkpoints where name = $1',
      [name],
    );
    if (rows.length === 0) {
      await client.query('insert into platform.projection_checkpoints (name) values ($1) on conflict do nothing', [name]);
      return START;
    }
    return { transactionId: rows[0].transaction_id, position: rows[0].global_position };
  }

  private publish(name: string, position: GlobalPosition) {
    this.positions.set(name, position);
    this.progressWaiters.forEach((w) => w());
  }

  /**
   * The caught-up signal: resolves once every named projection (default: all) has processed everything up to
   * `target` (default: the head of the log at call time). Tests await this instead of sleeping.
   */
  async waitFor(target?: GlobalPosition, names?: readonly string[], timeoutMs = 30_000): Promise<void> {
    const goal = target ?? (await this.store.headPosition());
    const wanted = names ?? this.projections.map((p) => p.name);
    const deadline = Date.now() + timeoutMs;
    const reached = async () => {
      const positions = await this.checkpoints(wanted);
      return wanted.every((n) => comparePositions(positions.get(n) ?? START, goal) >= 0);
    };
    while (!(await reached())) {
      if (Date.now() > deadline) throw new Error(`Projections not caught up to ${goal.transactionId}/${goal.position} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          this.progressWaiters.delete(done);
          resolve();
        };
        const timer = setTimeout(done, 50);
        this.progressWaiters.add(done);
      });
    }
  }

  private async checkpoints(names: readonly string[]): Promise<Map<string, GlobalPosition>> {
    const { rows } = await this.pool.query<{ name: string; transaction_id: string; global_position: string }>(
      'select name, transaction_id, global_position from platform.projection_checkpoints where name = any($1)',
      [names],
    );
    return new Map(rows.map((r) => [r.name, { transactionId: r.transaction_id, position: r.global_position }]));
  }

  async status(): Promise<ProjectionStatus[]> {
    const result: ProjectionStatus[] = [];
    for (const p of this.projections) {
      const { rows } = await this.pool.query<{ transaction_id: string; global_position: string; updated_at: Date; lag: string }>(
        `select c.transaction_id, c.global_position, c.updated_at,
                (select count(*) from eventstore.events e
                  where (e.transaction_id, e.global_position) > (c.transaction_id, c.global_position)) as lag
           from platform.projection_checkpoints c where c.name = $1`,
        [p.name],
      );
      const r = rows[0];
      if (!r) {
        const { rows: all } = await this.pool.query<{ n: string }>('select count(*) as n from eventstore.events');
        result.push({ name: p.name, position: START, lag: Number(all[0].n), updatedAt: null });
      } else {
        result.push({
          name: p.name,
          position: { transactionId: r.transaction_id, position: r.global_position },
          lag: Number(r.lag),
          updatedAt: r.updated_at,
        });
      }
    }
    return result;
  }

  /** Stops (in this process) feeding one projection; used by tests and by rebuilds run in-process. */
  pause(name: string) {
    this.paused.add(name);
  }

  resume(name: string) {
    this.paused.delete(name);
    this.wake.forEach((w) => w());
  }

  /**
   * Blue/green rebuild (rule 8): replay the whole log into fresh copies of the projection's tables in a staging
   * schema, in batches, while the live tables keep serving; then, holding the projection's lock, apply the tail,
   * swap the tables in and set the checkpoint, all in one transaction.
   */
  async rebuild(name: string, onProgress?: (events: number) => void): Promise<{ events: number; ms: number }> {
    const p = this.get(name);
    const started = Date.now();
    const staging = `${p.schema}__rebuild`;
    await sql`create schema if not exists ${sql.id(staging)}`.execute(this.db);
    for (const table of p.tables) {
      await sql`drop table if exists ${sql.id(staging, table)}`.execute(this.db);
      await sql`create table ${sql.id(staging, table)} (like ${sql.id(p.schema, table)} including all)`.execute(this.db);
    }
    const ctx: ProjectionContext = { schema: staging, mode: 'rebuild' };
    let position = START;
    let count = 0;
    const applyBatch = async (db: Kysely<any>, events: readonly RecordedEvent[]) => {
      const relevant = p.eventTypes ? events.filter((e) => p.eventTypes!.includes(e.type)) : events;
      if (relevant.length > 0) await p.apply(db.withSchema(staging), relevant, ctx);
      position = events[events.length - 1].globalPosition;
      count += events.length;
      onProgress?.(count);
    };
    for (;;) {
      const events = await this.store.readAll(position, this.rebuildBatchSize);
      if (events.length === 0) break;
      await this.db.transaction().execute((trx) => applyBatch(trx, events));
    }
    await this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${lockKey(name)})`.execute(trx);
      for (;;) {
        const events = await this.store.readAll(position, this.rebuildBatchSize);
        if (events.length === 0) break;
        await applyBatch(trx, events);
      }
      for (const table of p.tables) {
        await sql`drop table ${sql.id(p.schema, table)}`.execute(trx);
        await sql`alter table ${sql.id(staging, table)} set schema ${sql.id(p.schema)}`.execute(trx);
      }
      await sql`insert into platform.projection_checkpoints (name, transaction_id, global_position, updated_at)
                values (${name}, ${position.transactionId}::xid8, ${position.position}, now())
                on conflict (name) do update set transaction_id = excluded.transaction_id,
                  global_position = excluded.global_position, updated_at = now()`.execute(trx);
    });
    this.publish(name, position);
    return { events: count, ms: Date.now() - started };
  }
}

/** A Kysely bound to one already checked-out connection (the one holding our transaction). */
export function singleConnectionKysely(client: PoolClient): Kysely<any> {
  const pool = {
    connect: async () => ({ query: (...args: unknown[]) => (client.query as any)(...args), release: () => undefined }),
    end: async () => undefined,
  };
  return new KyselyCtor<any>({ dialect: new PostgresDialect({ pool: pool as any }) });
}
