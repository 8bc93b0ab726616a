import { type Kysely, PostgresDialect, Kysely as KyselyCtor, sql } from 'kysely';
import { Client, type Pool, type PoolClient } from 'pg';
import type { Logger } from 'pino';
import {
  comparePositions, type EventStore, type GlobalPosition, readPageOfTypes, type RecordedEvent, START, type TypedPage,
} from '../event-store/event-store.port';
import { copyRows } from '../database/copy-rows';
import { statementPreparer } from '../database/prepared-statements';
import type { Projection, ProjectionContext } from './projection';

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

export interface ProjectionStatus {
  readonly name: string;
  readonly position: GlobalPosition;
  readonly lag: number;
  readonly updatedAt: Date | null;
}

/** Test hook: lets a test stop a projection between applying a batch and committing it. */
export type BatchInterceptor = (projection: string, events: readonly RecordedEvent[]) => Promise<void> | void;

/** Checkpoints committed by any process are announced on this channel (payload: nothing; listeners re-read). */
export const CHECKPOINT_CHANNEL = 'projection_checkpoints';
/** The `application_name` of a runner's control connection (it holds the leader lock): `<prefix><process id>`. */
export const CONTROL_APPLICATION_NAME = 'marketplace-projections/';
/** The `application_name` of the leader's connection that applies pages (pipelined): `<prefix><process id>`. */
export const APPLIER_APPLICATION_NAME = 'marketplace-projections-apply/';

const lockKey = (name: string) => sql<number>`hashtext(${'projection:' + name})`;

interface PageWork {
  readonly p: Projection;
  readonly from: GlobalPosition;
  /** The page's events after this projection's checkpoint. */
  readonly events: readonly RecordedEvent[];
  /** Those of its event types: what `apply` gets. */
  readonly relevant: readonly RecordedEvent[];
}

interface PageFailure {
  readonly item: PageWork;
  readonly error: unknown;
}

/** The page's projections that failed while applying it (the transaction is rolled back). */
class PageFailed extends Error {
  constructor(readonly failed: readonly PageFailure[]) {
    super(`${failed.length} projection(s) failed to apply a page`);
  }
}

/** A page to begin the careful way (`beginAndApplyOptimistically` lost its bet and rolled back, or it is not the leader's). */
const BEGIN_CAREFULLY: Set<string> = new Set();

/**
 * `beginPage`'s statement: $1–$3 the projections with work (name, checkpoint), $4–$6 the idle ones, $7–$8 the page's
 * end. Each projection with work takes its transaction-scoped advisory lock (a busy one sits the page out) and moves
 * its checkpoint by compare-and-set; idle ones move by compare-and-set alone, skipping rows another instance holds.
 */
const MOVE_CHECKPOINTS = `
  with work as (select * from unnest($1::text[], $2::xid8[], $3::bigint[]) as w(name, transaction_id, global_position)),
  idle as (select * from unnest($4::text[], $5::xid8[], $6::bigint[]) as i(name, transaction_id, global_position)),
  locked as materialized (select * from work where pg_try_advisory_xact_lock(hashtext('projection:' || name))),
  idle_rows as materialized (
    select c.name from platform.projection_checkpoints c
      join idle on c.name = idle.name and c.transaction_id = idle.transaction_id and c.global_position = idle.global_position
       for update of c skip locked),
  moved as (
    update platform.projection_checkpoints c
       set transaction_id = $7::xid8, global_position = $8::bigint, updated_at = now()
     where c.name in (select name from idle_rows)
        or (c.name, c.transaction_id, c.global_position) in (select name, transaction_id, global_position from locked)
    returning c.name)
  select name from moved`;

/** PostgreSQL: "current transaction is aborted, commands ignored until end of transaction block". */
const IN_FAILED_TRANSACTION = '25P02';

interface CycleResult {
  /** Events read from the log (0: every projection is caught up, or none may run now). */
  readonly events: number;
  readonly failures: readonly { readonly projection: string; readonly error: unknown }[];
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
 */
export class ProjectionRunner {
  private readonly batchSize: number;
  private readonly rebuildBatchSize: number;
  private readonly idleMs: number;
  private readonly leaderRetryMs: number;
  private readonly checkpointPollMs: number;
  private readonly logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  private readonly notifications: Pick<EventStore, 'onAppended'> | null;
  private readonly leaderKey: string;

  private running = false;
  private leading = false;
  private lastAppendAt = 0;
  /** Append notifications received so far: one arriving while a cycle runs must not wait for the next idle timeout. */
  private appendsSeen = 0;
  private leaderLoop: Promise<void> | null = null;
  private readonly wake = new Set<() => void>();
  private unsubscribe: (() => void) | null = null;
  /** Checkpoints as this process last knew them committed; only ever moved forward except by a rebuild. */
  private readonly positions = new Map<string, GlobalPosition>();
  /** Checkpoints the puller trusts without re-reading (dropped whenever a batch finds them moved). */
  private readonly trusted = new Map<string, GlobalPosition>();
  private readonly retryAt = new Map<string, { at: number; failures: number }>();
  private readonly progressWaiters = new Set<() => void>();
  private readonly paused = new Set<string>();
  private control: Client | null = null;
  private applier: Client | null = null;
  /** The control connection runs one query at a time (pg 9 will refuse to queue them itself). */
  private controlQueue: Promise<unknown> = Promise.resolve();
  private connectingControl: Promise<Client> | null = null;
  private refreshing: Promise<void> | null = null;
  private refreshAgain = false;
  private pollTimer: NodeJS.Timeout | null = null;
  private closeIdleControl: NodeJS.Timeout | null = null;
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
    this.leaderRetryMs = options.leaderRetryMs ?? 1000;
    this.checkpointPollMs = options.checkpointPollMs ?? 250;
    this.notifications = options.appendNotifications ?? null;
    this.logger = options.logger ?? { info: () => undefined, warn: () => undefined, error: () => undefined } as any;
    const names = new Set<string>();
    for (const p of projections) {
      if (names.has(p.name)) throw new Error(`Duplicate projection name ${p.name}`);
      names.add(p.name);
    }
    // Instances running the same projections elect one leader; a runner with another set has its own election.
    this.leaderKey = 'projections:leader:' + [...names].sort().join(',');
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
    return this.leading;
  }

  async ensureCheckpoints(): Promise<void> {
    await this.pool.query('insert into platform.projection_checkpoints (name) select unnest($1::text[]) on conflict do nothing',
      [this.projections.map((p) => p.name)]);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.unsubscribe = (this.notifications ?? this.store).onAppended(() => {
      this.lastAppendAt = Date.now();
      this.appendsSeen += 1;
      this.wakeAll();
    });
    this.leaderLoop = this.lead();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.leading = false;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.wakeAll();
    await this.leaderLoop;
    this.leaderLoop = null;
    await this.closeControl();
  }

  /** Campaigns for the leader lock; runs the puller while holding it. */
  private async lead(): Promise<void> {
    let failures = 0;
    while (this.running) {
      try {
        const control = await this.controlConnection();
        const { rows } = await this.onControl(control, 'select pg_try_advisory_lock(hashtext($1)) as ok', [this.leaderKey]);
        failures = 0;
        if (rows[0].ok) {
          this.leading = this.running;
          this.logger.info({ pid: process.pid }, 'running the projections (leader)');
          await this.pull();
          if (this.control === control) await this.onControl(control, 'select pg_advisory_unlock(hashtext($1))', [this.leaderKey]).catch(() => undefined);
        } else {
          await this.sleep(this.leaderRetryMs);
        }
      } catch (error) {
        failures += 1;
        this.leading = false;
        this.logger.warn({ err: error }, 'projection leader election failed; retrying');
        await this.sleep(Math.min(5000, 100 * 2 ** failures));
      }
    }
  }

  /** The leader's loop: one cycle after another, idling when every projection is caught up. */
  private async pull(): Promise<void> {
    try {
      await this.pullPages();
    } finally {
      await this.closeApplier();
    }
  }

  private async pullPages(): Promise<void> {
    while (this.running && this.leading) {
      const appendsBefore = this.appendsSeen;
      const result = await this.cycle(this.projections, true).catch((error): CycleResult => {
        this.logger.error({ err: error }, 'projection cycle failed; retrying');
        return { events: 0, failures: [] };
      });
      for (const f of result.failures) this.logger.error({ err: f.error, projection: f.projection }, 'projection batch failed; retrying');
      // An append announced while the cycle ran woke nobody (the loop was not idle): read again at once. Just after
      // an append, its event may not be readable yet (an older transaction still holds the snapshot xmin back): look
      // again shortly rather than waiting a whole poll interval.
      if (result.events === 0 && this.appendsSeen === appendsBefore) await this.idle(Date.now() - this.lastAppendAt < 200 ? 5 : this.idleMs);
    }
    this.leading = false;
  }

  private wakeAll() {
    [...this.wake].forEach((w) => w());
  }

  /** Waits `ms`, or less when woken (an append, stop, resume). */
  private idle(ms: number): Promise<void> {
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

  /** Waits `ms`, or less only when stopped (appends do not wake a standby). */
  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.wake.delete(done);
        resolve();
      }, ms);
      const done = () => {
        if (this.running) return;
        clearTimeout(timer);
        this.wake.delete(done);
        resolve();
      };
      this.wake.add(done);
    });
  }

  /**
   * One batch of one projection: read the page after its checkpoint, apply it and move the checkpoint in one
   * transaction. Returns the number of events read (0 when caught up or when another instance holds the lock).
   * Throws what the projection threw.
   */
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
    const checkpoints = await this.checkpointsFor(eligible);
    const failures: { projection: string; error: unknown }[] = [];
    let read = 0;
    let remaining = [...eligible].sort((a, b) => comparePositions(checkpoints.get(a.name)!, checkpoints.get(b.name)!));
    while (remaining.length > 0) {
      const from = checkpoints.get(remaining[0].name)!;
      const page = await this.store.readAll(from, this.batchSize);
      read += page.length;
      if (page.length === 0) {
        for (const p of remaining) this.publish(p.name, checkpoints.get(p.name)!);
        break;
      }
      const last = page[page.length - 1].globalPosition;
      const served = remaining.filter((p) => comparePositions(checkpoints.get(p.name)!, last) < 0);
      failures.push(...(await this.fanOut(served, page, checkpoints, last, pipelined)));
      remaining = remaining.filter((p) => comparePositions(checkpoints.get(p.name)!, last) >= 0 && !served.includes(p));
      // A short page is the whole readable log: whoever is past it is caught up.
      if (page.length < this.batchSize) {
        for (const p of remaining) this.publish(p.name, checkpoints.get(p.name)!);
        break;
      }
    }
    return { events: read, failures };
  }

  /** Checkpoints of `projections`: trusted ones from memory, the others read in one query (rows created if missing). */
  private async checkpointsFor(projections: readonly Projection[]): Promise<Map<string, GlobalPosition>> {
    const result = new Map<string, GlobalPosition>();
    const unknown: string[] = [];
    for (const p of projections) {
      const known = this.trusted.get(p.name);
      if (known) result.set(p.name, known);
      else unknown.push(p.name);
    }
    if (unknown.length > 0) {
      const { rows } = await this.pool.query<{ name: string; transaction_id: string; global_position: string }>(
        `with missing as (insert into platform.projection_checkpoints (name) select unnest($1::text[]) on conflict do nothing returning name)
         select name, transaction_id, global_position from platform.projection_checkpoints where name = any($1)
         union all select name, '0', '0' from missing`,
        [unknown],
      );
      for (const r of rows) {
        const position = { transactionId: r.transaction_id, position: r.global_position };
        result.set(r.name, position);
        this.trusted.set(r.name, position);
      }
    }
    return result;
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
    const nothingToApply: { p: Projection; from: GlobalPosition }[] = [];
    for (const p of served) {
      const from = checkpoints.get(p.name)!;
      const events = page.filter((e) => comparePositions(e.globalPosition, from) > 0);
      const relevant = p.eventTypes ? events.filter((e) => p.eventTypes!.includes(e.type)) : events;
      if (relevant.length > 0 || this.interceptor) work.push({ p, from, events, relevant });
      else nothingToApply.push({ p, from });
    }
    const client = pipelined ? await this.applierConnection() : await this.pool.connect();
    let moved: Set<string> = new Set();
    let broken = false;
    try {
      // The leader bets on its checkpoints and sends the page in one flight; a single `runBatch`, or a lost bet, begins
      // the careful way: the compare-and-set's answer first, then only the projections that moved apply.
      moved = pipelined ? await this.beginAndApplyOptimistically(client, work, nothingToApply, last) : BEGIN_CAREFULLY;
      if (moved === BEGIN_CAREFULLY) {
        moved = await this.beginPage(client, work, nothingToApply, last, pipelined);
        const failed = await this.applyPage(client, work.filter((w) => moved.has(w.p.name)), pipelined);
        if (failed.length > 0) throw new PageFailed(failed);
      }
      const done = await client.query('commit');
      // A COMMIT of a transaction that failed answers ROLLBACK, not an error: never count that page as applied.
      if (done.command !== 'COMMIT') throw new Error(`page transaction ended with ${done.command}`);
    } catch (error) {
      // Nothing of this page was committed.
      broken = true;
      try {
        await client.query('rollback');
        broken = false;
      } catch {
        /* connection lost; released as broken below */
      }
      const failed = error instanceof PageFailed ? error.failed : work.map((item) => ({ item, error }));
      for (const { item } of failed) this.backOff(item.p.name);
      for (const item of [...work, ...nothingToApply]) this.trusted.delete(item.p.name);
      return failed.map(({ item, error: e }) => ({ projection: item.p.name, error: e }));
    } finally {
      if (pipelined) {
        if (broken) await this.closeApplier();
      } else {
        (client as PoolClient).release(broken ? true : undefined);
      }
    }
    for (const { p } of [...work, ...nothingToApply]) {
      if (!moved.has(p.name)) {
        this.trusted.delete(p.name);
        continue;
      }
      this.retryAt.delete(p.name);
      this.trusted.set(p.name, last);
      this.publish(p.name, last);
    }
    if (moved.size > 0) this.announce();
    for (const { p, relevant } of work) {
      if (!p.afterCommit || relevant.length === 0 || !moved.has(p.name)) continue;
      try {
        await p.afterCommit(relevant);
      } catch (error) {
        this.logger.warn({ err: error, projection: p.name }, 'afterCommit failed (reconcilers will catch up)');
      }
    }
    return [];
  }

  /**
   * The leader's usual page in one flight: the applies go on the wire right behind the checkpoints' compare-and-set
   * instead of waiting for its answer (one round trip less per page, which is most of the lag at 500 appends/s; ADR
   * 0041). The leader's checkpoints are almost always its own, so the bet almost always wins. When it loses (a
   * projection busy in another instance, a checkpoint moved by a rebuild), nothing has been committed: the page is
   * rolled back and begun again the careful way, where only the projections that moved apply. Throws `PageFailed`
   * when a projection threw; answers the projections whose checkpoints moved, or `BEGIN_CAREFULLY`.
   */
  private async beginAndApplyOptimistically(
    client: Client, work: readonly PageWork[], idle: readonly { p: Projection; from: GlobalPosition }[], last: GlobalPosition,
  ): Promise<Set<string>> {
    const begun = this.beginPage(client, work, idle, last, true);
    const applied = this.applyPage(client, work, true); // never rejects (allSettled)
    const moved = await begun.catch(async (error) => {
      await applied;
      throw error;
    });
    const failed = await applied;
    if (work.every((w) => moved.has(w.p.name))) {
      if (failed.length > 0) throw new PageFailed(failed);
      return moved;
    }
    await client.query('rollback');
    return BEGIN_CAREFULLY;
  }

  /**
   * Applies a page's work inside the open transaction. Pipelined (the leader's own connection): every projection's
   * `apply` runs at once, their statements queued on the wire back to back, so a page costs about one round trip
   * instead of one per projection; they write disjoint tables, and each one's statements stay in its own order.
   * Answers the projections that failed: when one statement fails, PostgreSQL refuses the rest of the transaction
   * (25P02), so the others' errors are consequences, not causes, and only the cause backs off.
   */
  private async applyPage(client: Client, items: readonly PageWork[], pipelined: boolean): Promise<PageFailure[]> {
    const applyOne = async (item: PageWork) => {
      const ctx: ProjectionContext = { schema: item.p.schema, mode: 'live' };
      if (item.relevant.length > 0) await item.p.apply(kyselyOn(client).withSchema(item.p.schema), item.relevant, ctx);
      if (this.interceptor) await this.interceptor(item.p.name, item.events);
    };
    if (!pipelined) {
      for (const item of items) {
        try {
          await applyOne(item);
        } catch (error) {
          return [{ item, error }];
        }
      }
      return [];
    }
    const settled = await Promise.allSettled(items.map(applyOne));
    const failed = settled.flatMap((r, i) => (r.status === 'rejected' ? [{ item: items[i], error: r.reason as unknown }] : []));
    const causes = failed.filter((f) => (f.error as { code?: string } | null)?.code !== IN_FAILED_TRANSACTION);
    return causes.length > 0 ? causes : failed;
  }

  /**
   * The leader's connection for applying pages, outside the pool and in pipeline mode (like the control connection,
   * it is the leader's own: a page never waits for a pooled connection, and the pool's size does not matter).
   */
  private async applierConnection(): Promise<Client> {
    if (this.applier) return this.applier;
    const client = new Client({ ...this.pool.options, pipeline: true, application_name: `${APPLIER_APPLICATION_NAME}${process.pid}` });
    const lost = () => {
      if (this.applier === client) this.applier = null;
    };
    client.on('error', lost);
    client.on('end', lost);
    await client.connect();
    statementPreparer.install(client);
    this.applier = client;
    return client;
  }

  private async closeApplier() {
    const client = this.applier;
    this.applier = null;
    await client?.end().catch(() => undefined);
  }

  /**
   * `begin`, then one statement: lock and compare-and-set the checkpoints of `work`, compare-and-set those of `idle`.
   * Answers the names whose checkpoints moved. On the leader's pipelined connection both go out at once; the statement
   * is a prepared one, planned once per connection rather than on every page (it runs a few hundred times a second).
   *
   * The page commits without waiting for its WAL flush (ADR 0040): read models and their checkpoints are derived from
   * the log and commit atomically, so a crash of PostgreSQL can only lose a whole page, which is then applied again;
   * no event is lost (appends stay synchronous) and none is applied twice. The page's rows are visible at once, and
   * any later synchronous commit (an append, a timer marking a deadline fired) makes them durable with it.
   */
  private async beginPage(
    client: Client, work: readonly PageWork[], idle: readonly { p: Projection; from: GlobalPosition }[], last: GlobalPosition,
    pipelined: boolean,
  ): Promise<Set<string>> {
    const columns = (items: readonly { p: Projection; from: GlobalPosition }[]) =>
      [items.map(({ p }) => p.name), items.map(({ from }) => from.transactionId), items.map(({ from }) => from.position)];
    const begin = () => client.query('begin; set local synchronous_commit = off');
    const move = () => client.query<{ name: string }>({
      name: 'projections.move-checkpoints', text: MOVE_CHECKPOINTS,
      values: [...columns(work), ...columns(idle), last.transactionId, last.position],
    });
    // A pooled connection takes one query at a time (queueing on it is deprecated in pg 8, refused in pg 9).
    const moved = pipelined ? (await Promise.all([begin(), move()]))[1] : (await begin(), await move());
    return new Set(moved.rows.map((r) => r.name));
  }

  private backOff(name: string) {
    this.trusted.delete(name);
    const failures = (this.retryAt.get(name)?.failures ?? 0) + 1;
    this.retryAt.set(name, { at: Date.now() + Math.min(5000, 100 * 2 ** failures), failures });
  }



  /** Records a committed checkpoint (never backwards) and wakes the waiters. */
  private publish(name: string, position: GlobalPosition) {
    const known = this.positions.get(name);
    if (!known || comparePositions(position, known) > 0) this.positions.set(name, position);
    [...this.progressWaiters].forEach((w) => w());
  }

  /** Tells waiters in other processes that checkpoints moved (best effort: they also poll). */
  private announce() {
    const control = this.control;
    if (control) this.onControl(control, `select pg_notify('${CHECKPOINT_CHANNEL}', '')`).catch(() => undefined);
  }

  /**
   * The caught-up signal: resolves once every named projection (default: all) has processed everything up to
   * `target` (default: the head of the log at call time); rejects after `timeoutMs`. Works whether the projections
   * run in this process or in another one (their checkpoints arrive by NOTIFY, or by the fallback poll).
   */
  async waitFor(target?: GlobalPosition, names?: readonly string[], timeoutMs = 30_000): Promise<void> {
    const goal = target ?? (await this.store.headPosition());
    const wanted = names ?? this.projections.map((p) => p.name);
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
    this.progressWaiters.add(waiter);
    try {
      this.watchCheckpoints();
      void this.refreshPositions();
      await done;
    } finally {
      clearTimeout(timer);
      this.progressWaiters.delete(waiter);
      if (this.progressWaiters.size === 0) this.unwatchCheckpoints();
    }
  }

  /** While someone waits: listen for checkpoint notifications and poll slowly in case one is missed. */
  private watchCheckpoints() {
    if (this.closeIdleControl) clearTimeout(this.closeIdleControl);
    this.closeIdleControl = null;
    this.controlConnection().catch(() => undefined);
    if (!this.pollTimer) {
      this.pollTimer = setInterval(() => void this.refreshPositions(), this.checkpointPollMs);
      this.pollTimer.unref();
    }
  }

  private unwatchCheckpoints() {
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.pollTimer = null;
    // A process that does not run the projections keeps its listener a while for the next read, then lets it go.
    if (!this.running && !this.closeIdleControl) {
      this.closeIdleControl = setTimeout(() => {
        this.closeIdleControl = null;
        if (!this.running && this.progressWaiters.size === 0) void this.closeControl();
      }, 5_000);
      this.closeIdleControl.unref();
    }
  }

  /** Re-reads the checkpoints of every projection (coalesced: one query at a time, one more if asked meanwhile). */
  private refreshPositions(): Promise<void> {
    if (this.refreshing) {
      this.refreshAgain = true;
      return this.refreshing;
    }
    this.refreshing = (async () => {
      do {
        this.refreshAgain = false;
        try {
          const names = this.projections.map((p) => p.name);
          const query = 'select name, transaction_id, global_position from platform.projection_checkpoints where name = any($1)';
          const { rows } = this.control
            ? await this.onControl<{ name: string; transaction_id: string; global_position: string }>(this.control, query, [names])
            : await this.pool.query<{ name: string; transaction_id: string; global_position: string }>(query, [names]);
          for (const r of rows) this.publish(r.name, { transactionId: r.transaction_id, position: r.global_position });
        } catch (error) {
          this.logger.warn({ err: error }, 'reading projection checkpoints failed');
        }
      } while (this.refreshAgain && this.progressWaiters.size > 0);
      this.refreshing = null;
    })();
    return this.refreshing;
  }

  /**
   * The control connection (outside the pool): holds the leader lock and listens for checkpoint notifications.
   * Losing it ends this instance's leadership (PostgreSQL released the lock with the session).
   */
  private controlConnection(): Promise<Client> {
    if (this.control) return Promise.resolve(this.control);
    this.connectingControl ??= (async () => {
      const client = new Client({ ...this.pool.options, application_name: `${CONTROL_APPLICATION_NAME}${process.pid}` });
      const lost = () => {
        if (this.control !== client) return;
        this.control = null;
        this.leading = false;
        this.trusted.clear();
        this.wakeAll();
      };
      client.on('error', lost);
      client.on('end', lost);
      client.on('notification', () => void this.refreshPositions());
      try {
        await client.connect();
        await client.query(`listen ${CHECKPOINT_CHANNEL}`);
      } catch (error) {
        client.end().catch(() => undefined);
        throw error;
      }
      this.control = client;
      // A checkpoint committed while we were connecting sent its NOTIFY before we listened: read once now.
      if (this.progressWaiters.size > 0) void this.refreshPositions();
      return client;
    })().finally(() => {
      this.connectingControl = null;
    });
    return this.connectingControl;
  }

  private onControl<R extends Record<string, unknown>>(control: Client, text: string, values?: unknown[]) {
    const result = this.controlQueue.then(() => control.query<R>(text, values));
    this.controlQueue = result.catch(() => undefined);
    return result;
  }

  private async closeControl() {
    if (this.closeIdleControl) clearTimeout(this.closeIdleControl);
    this.closeIdleControl = null;
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.pollTimer = null;
    const control = this.control ?? (await this.connectingControl?.catch(() => null)) ?? null;
    this.control = null;
    this.leading = false;
    await control?.end().catch(() => undefined);
  }

  async status(): Promise<ProjectionStatus[]> {
    const { rows } = await this.pool.query<{ name: string; transaction_id: string | null; global_position: string | null; updated_at: Date | null; lag: string }>(
      `select n.name, c.transaction_id, c.global_position, c.updated_at,
              (select count(*) from eventstore.events e
                where (e.transaction_id, e.global_position) > (coalesce(c.transaction_id, '0'::xid8), coalesce(c.global_position, 0))) as lag
         from unnest($1::text[]) with ordinality as n(name, i)
         left join platform.projection_checkpoints c on c.name = n.name
        order by n.i`,
      [this.projections.map((p) => p.name)],
    );
    return rows.map((r) => ({
      name: r.name,
      position: r.transaction_id === null ? START : { transactionId: r.transaction_id, position: r.global_position! },
      lag: Number(r.lag),
      updatedAt: r.updated_at,
    }));
  }

  /** Stops (in this process) feeding one projection; used by tests and by rebuilds run in-process. */
  pause(name: string) {
    this.paused.add(name);
  }

  resume(name: string) {
    this.paused.delete(name);
    this.wakeAll();
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
    // One connection for the whole replay and the swap: `copyRows` streams into the batch's own transaction.
    const client = await this.pool.connect();
    const db = kyselyOn(client);
    const ctx: ProjectionContext = {
      schema: staging, mode: 'rebuild', copyRows: (table, rows, types) => copyRows(client, staging, table, rows, types),
    };
    let position = START;
    let count = 0;
    type PreparedPage = TypedPage & { readonly prepared?: unknown };
    const applyBatch = async (page: PreparedPage) => {
      if (page.events.length > 0) await p.apply(db.withSchema(staging), page.events, ctx, page.prepared);
      position = page.end ?? position;
      count += page.scanned;
      onProgress?.(count);
    };
    const inTransaction = async (work: () => Promise<void>) => {
      await client.query('begin');
      try {
        await work();
        await client.query('commit');
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      }
    };
    // A projection of some event types reads pages of the log with only those decoded (decoding bounds a rebuild).
    const readFrom = async (after: GlobalPosition): Promise<PreparedPage> => {
      const page = await readPageOfTypes(this.store, after, this.rebuildBatchSize, p.eventTypes);
      return p.prepare && page.events.length > 0 ? { ...page, prepared: await p.prepare(this.db, page.events) } : page;
    };
    try {
      // The replay reads and prepares the next page while the current one is applied (reading, decoding and
      // translating are the Node side's work, applying mostly PostgreSQL's). The staging batches commit without waiting
      // for their WAL flush: until the swap below, which commits synchronously, nothing reads them, and a crash only
      // loses a staging copy the next rebuild drops.
      let next = readFrom(START);
      for (;;) {
        const page = await next;
        if (!page.end) break;
        next = readFrom(page.end);
        next.catch(() => undefined); // awaited on the next turn; not an unhandled rejection if this batch throws first
        await inTransaction(async () => {
          await client.query('set local synchronous_commit = off');
          await applyBatch(page);
        });
      }
      await inTransaction(async () => {
        await sql`select pg_advisory_xact_lock(${lockKey(name)})`.execute(db);
        for (;;) {
          const page = await readFrom(position);
          if (!page.end) break;
          await applyBatch(page);
        }
        for (const table of p.tables) {
          await sql`drop table ${sql.id(p.schema, table)}`.execute(db);
          await sql`alter table ${sql.id(staging, table)} set schema ${sql.id(p.schema)}`.execute(db);
        }
        await sql`insert into platform.projection_checkpoints (name, transaction_id, global_position, updated_at)
                  values (${name}, ${position.transactionId}::xid8, ${position.position}, now())
                  on conflict (name) do update set transaction_id = excluded.transaction_id,
                    global_position = excluded.global_position, updated_at = now()`.execute(db);
        await sql`select pg_notify(${CHECKPOINT_CHANNEL}, '')`.execute(db);
      });
    } finally {
      client.release();
    }
    this.trusted.delete(name);
    this.publish(name, position);
    return { events: count, ms: Date.now() - started };
  }
}

const kyselyByClient = new WeakMap<Client, Kysely<any>>();

/** A Kysely bound to one already checked-out connection (the one holding the page's transaction), one per connection. */
function kyselyOn(client: Client): Kysely<any> {
  let db = kyselyByClient.get(client);
  if (!db) {
    const pool = {
      connect: async () => ({ query: (...args: unknown[]) => (client.query as any)(...args), release: () => undefined }),
      end: async () => undefined,
    };
    db = new KyselyCtor<any>({ dialect: new PostgresDialect({ pool: pool as any }) });
    kyselyByClient.set(client, db);
  }
  return db;
}
