import { Client, type Pool, type PoolClient } from 'pg';
import type { GlobalPosition, RecordedEvent } from '../../event-store/event-store.port';
import { statementPreparer } from '../../database/prepared-statements';
import { inSpan, traceOfEvents } from '../../observability/tracing';
import type { ProjectionContext } from '../projection';
import { beginPage, type CheckpointMove } from './checkpoints';
import { kyselyOn } from './kysely-on';

/** Test hook: lets a test stop a projection between applying a batch and committing it. */
export type BatchInterceptor = (projection: string, events: readonly RecordedEvent[]) => Promise<void> | void;

/** The `application_name` of the leader's connection that applies pages (pipelined): `<prefix><process id>`. */
export const APPLIER_APPLICATION_NAME = 'marketplace-projections-apply/';

export interface PageWork extends CheckpointMove {
  /** The page's events after this projection's checkpoint. */
  readonly events: readonly RecordedEvent[];
  /** Those of its event types: what `apply` gets. */
  readonly relevant: readonly RecordedEvent[];
}

export interface PageFailure {
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

/** PostgreSQL: "current transaction is aborted, commands ignored until end of transaction block". */
const IN_FAILED_TRANSACTION = '25P02';

/**
 * Applies pages in one transaction on one connection: the leader's own (pipelined, outside the pool), or a pooled
 * one for a single `runBatch`.
 */
export class PageApplier {
  private applier: Client | null = null;

  constructor(private readonly pool: Pool, private readonly interceptor: () => BatchInterceptor | null) {}

  /**
   * The page's transaction: the checkpoints' compare-and-set, `work`'s applies, one commit. Answers the projections
   * whose checkpoints moved; or, when nothing of the page was committed, null after telling `rolledBack` which
   * projections failed (before the connection goes back).
   */
  async commit(
    work: readonly PageWork[], nothingToApply: readonly CheckpointMove[], last: GlobalPosition, pipelined: boolean,
    rolledBack: (failed: readonly PageFailure[]) => void,
  ): Promise<Set<string> | null> {
    const client = pipelined ? await this.connection() : await this.pool.connect();
    let moved: Set<string> = new Set();
    let broken = false;
    try {
      // The leader bets on its checkpoints and sends the page in one flight; a single `runBatch`, or a lost bet, begins
      // the careful way: the compare-and-set's answer first, then only the projections that moved apply.
      moved = pipelined ? await this.beginAndApplyOptimistically(client, work, nothingToApply, last) : BEGIN_CAREFULLY;
      if (moved === BEGIN_CAREFULLY) {
        moved = await beginPage(client, work, nothingToApply, last, pipelined);
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
      rolledBack(error instanceof PageFailed ? error.failed : work.map((item) => ({ item, error })));
      return null;
    } finally {
      if (pipelined) {
        if (broken) await this.close();
      } else {
        (client as PoolClient).release(broken ? true : undefined);
      }
    }
    return moved;
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
    client: Client, work: readonly PageWork[], idle: readonly CheckpointMove[], last: GlobalPosition,
  ): Promise<Set<string>> {
    const begun = beginPage(client, work, idle, last, true);
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
      // The apply joins the trace of the request that appended its first event (its metadata's traceparent, ADR 0080).
      if (item.relevant.length > 0) {
        await inSpan(`projection.apply ${item.p.name}`, { 'projection.name': item.p.name, 'projection.events': item.relevant.length },
          () => item.p.apply(kyselyOn(client).withSchema(item.p.schema), item.relevant, ctx), traceOfEvents(item.relevant));
      }
      const interceptor = this.interceptor();
      if (interceptor) await interceptor(item.p.name, item.events);
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
  private async connection(): Promise<Client> {
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

  /** Ends the leader's connection (it stepped down, or the connection broke). */
  async close(): Promise<void> {
    const client = this.applier;
    this.applier = null;
    await client?.end().catch(() => undefined);
  }
}
