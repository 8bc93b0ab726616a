import type { Client, Pool } from 'pg';
import { type GlobalPosition, START } from '../../event-store/event-store.port';
import type { Projection } from '../projection';

export interface ProjectionStatus {
  readonly name: string;
  readonly position: GlobalPosition;
  readonly lag: number;
  /** How long the oldest event it has not processed has been waiting (0 when caught up). */
  readonly lagSeconds: number;
  readonly updatedAt: Date | null;
}

/** A projection's checkpoint as the page found it: what the page's compare-and-set expects. */
export interface CheckpointMove {
  readonly p: Projection;
  readonly from: GlobalPosition;
}

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

export async function ensureCheckpoints(pool: Pool, names: readonly string[]): Promise<void> {
  await pool.query('insert into platform.projection_checkpoints (name) select unnest($1::text[]) on conflict do nothing',
    [names]);
}

export async function readStatus(pool: Pool, names: readonly string[]): Promise<ProjectionStatus[]> {
  const { rows } = await pool.query<{ name: string; transaction_id: string | null; global_position: string | null; updated_at: Date | null; lag: string; lag_seconds: number | null }>(
    `select n.name, c.transaction_id, c.global_position, c.updated_at,
            (select count(*) from eventstore.events e
              where (e.transaction_id, e.global_position) > (coalesce(c.transaction_id, '0'::xid8), coalesce(c.global_position, 0))) as lag,
            extract(epoch from now() - (select e.recorded_at from eventstore.events e
              where (e.transaction_id, e.global_position) > (coalesce(c.transaction_id, '0'::xid8), coalesce(c.global_position, 0))
              order by e.transaction_id, e.global_position limit 1))::float8 as lag_seconds
       from unnest($1::text[]) with ordinality as n(name, i)
       left join platform.projection_checkpoints c on c.name = n.name
      order by n.i`,
    [names],
  );
  return rows.map((r) => ({
    name: r.name,
    position: r.transaction_id === null ? START : { transactionId: r.transaction_id, position: r.global_position! },
    lag: Number(r.lag),
    lagSeconds: Math.max(0, r.lag_seconds ?? 0),
    updatedAt: r.updated_at,
  }));
}

/** Checkpoints the puller trusts without re-reading (dropped whenever a batch finds them moved). */
export class TrustedCheckpoints {
  private readonly trusted = new Map<string, GlobalPosition>();

  constructor(private readonly pool: Pool) {}

  /** Checkpoints of `projections`: trusted ones from memory, the others read in one query (rows created if missing). */
  async read(projections: readonly Projection[]): Promise<Map<string, GlobalPosition>> {
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

  trust(name: string, position: GlobalPosition): void {
    this.trusted.set(name, position);
  }

  forget(name: string): void {
    this.trusted.delete(name);
  }

  forgetAll(): void {
    this.trusted.clear();
  }
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
export async function beginPage(
  client: Client, work: readonly CheckpointMove[], idle: readonly CheckpointMove[], last: GlobalPosition,
  pipelined: boolean,
): Promise<Set<string>> {
  const columns = (items: readonly CheckpointMove[]) =>
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
