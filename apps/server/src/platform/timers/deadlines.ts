import { type Kysely, sql } from 'kysely';
import { activeTraceCarrier } from '../observability/tracing';

/** A row of platform.deadlines: when (kind, key) is due, at which version of the thing that set it. */
export interface Deadline {
  readonly kind: string;
  readonly key: string;
  readonly version: number;
  readonly dueAt: Date;
  readonly payload: Record<string, unknown>;
}

/**
 * Writes to the deadlines table (ARCHITECTURE §4), called from projections inside their batch transaction.
 * Both calls are version-guarded upserts, so replays and duplicates never move a deadline backwards.
 */
export const deadlines = {
  /**
   * One deadline, or many in one statement (a projection's batch schedules thousands on a catch-up). Within a batch,
   * the highest version of a (kind, key) wins, as it would one statement at a time.
   */
  async schedule(db: Kysely<any>, due: Deadline | readonly Deadline[]): Promise<void> {
    const latest = new Map<string, Deadline>();
    for (const d of Array.isArray(due) ? (due as readonly Deadline[]) : [due as Deadline]) {
      const id = `${d.kind}\u0000${d.key}`;
      const seen = latest.get(id);
      if (!seen || seen.version < d.version) latest.set(id, d); // an equal version changes nothing, as in the table
    }
    if (latest.size === 0) return;
    const rows = [...latest.values()];
    // With tracing on, the span that schedules them (a projection's apply, a request): their firing joins its trace, as
    // a child, or linked when due more than a minute later by business time (ADR 0080).
    const trace = activeTraceCarrier();
    await sql`
      insert into platform.deadlines (kind, key, version, due_at, payload, trace)
      select d.kind, d.key, d.version, d.due_at, d.payload,
             case when ${trace ? JSON.stringify(trace) : null}::jsonb is null then null
                  else ${trace ? JSON.stringify(trace) : null}::jsonb || jsonb_build_object('link', d.due_at > now() + interval '1 minute'
                         + coalesce((select make_interval(secs => offset_ms / 1000.0) from platform.test_clock where id), interval '0')) end
        from unnest(${rows.map((d) => d.kind)}::text[], ${rows.map((d) => d.key)}::text[], ${rows.map((d) => d.version)}::int8[],
                    ${rows.map((d) => d.dueAt.toISOString())}::timestamptz[], ${rows.map((d) => JSON.stringify(d.payload))}::jsonb[])
             as d(kind, key, version, due_at, payload)
      on conflict (kind, key) do update
        set version = excluded.version, due_at = excluded.due_at, payload = excluded.payload, trace = excluded.trace,
            fired_at = null, leased_until = null, attempts = 0, last_error = null
        where platform.deadlines.version < excluded.version`.execute(db);
  },

  /** Cancels (kind, key) as of `version`: an older wake-up finds nothing to do. */
  async cancel(db: Kysely<any>, kind: string, key: string, version: number): Promise<void> {
    await sql`
      insert into platform.deadlines (kind, key, version, due_at, fired_at)
      values (${kind}, ${key}, ${version}, now(), now())
      on conflict (kind, key) do update
        set version = excluded.version, fired_at = now(), leased_until = null
        where platform.deadlines.version < excluded.version`.execute(db);
  },
};

export function jobId(kind: string, key: string, version: number): string {
  // BullMQ job ids must not contain ':'; the version in the id makes an extended deadline's old job a no-op.
  return `${kind}-${key}-${version}`.replace(/:/g, '_');
}
