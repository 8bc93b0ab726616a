import { sql } from 'kysely';
import type { Client, QueryConfig } from 'pg';

/**
 * Put at the end of a statement that must be planned on each call, for its parameters (ADR 0049): after five calls
 * PostgreSQL may switch a prepared statement to a generic plan, one plan for any parameters, which for the inventory
 * search is slower (ADR 0039).
 */
export const PLAN_EACH_CALL_MARK = '/* plan each call */';
export const PLAN_EACH_CALL = sql.raw(` ${PLAN_EACH_CALL_MARK}`);

export interface PreparerLimits {
  /** Statements prepared on one connection at most (each holds parse trees and plans in its PostgreSQL backend). */
  readonly perConnection: number;
  /** Distinct texts counted at most: a text first seen after that is never prepared. */
  readonly trackedTexts: number;
  /** Longer texts (bulk inserts whose text grows with their rows) are never prepared. */
  readonly maxTextLength: number;
}

export const DEFAULT_PREPARER_LIMITS: PreparerLimits = { perConnection: 200, trackedTexts: 5_000, maxTextLength: 16_000 };

/**
 * Statements whose best plan depends on their parameters' values, not only on their types: a range or a pattern. A
 * generic plan estimates these with fixed default selectivities (a date range as 0.5 % of the rows), and the staff
 * lead-management page over 100,000 leads went from 36 to 139 ms p99 on one. They are planned on each call, as
 * unnamed statements are. The JSON and containment operators (`->`, `->>`, `#>`, `#>>`, `@>`, `<@`) and `<>` are not
 * ranges. A `limit $n` alone is no reason: on the lookups that carry one (a quote's price record, a garage page) the
 * plan follows an index whatever the row count.
 */
const PLAN_DEPENDS_ON_VALUES = /(?<![-#@<>])[<>](?![@<>])|\b(?:between|like|ilike|similar)\b|~/i;

/** PostgreSQL's refusal of a prepared statement whose tables changed shape (a migration while this process runs). */
const refusesCachedPlan = (error: unknown) => {
  const e = error as { code?: string; message?: string } | null;
  return (e?.code === '0A000' && /cached plan must not change result type/.test(e.message ?? '')) || e?.code === '26000';
};

const preparable = (text: string) => !text.includes(PLAN_EACH_CALL_MARK) && !PLAN_DEPENDS_ON_VALUES.test(text);

/**
 * Which statements a connection sends as prepared (named) ones, and under which name (ADR 0049). A parameterized
 * text is prepared from its second use in the process on: PostgreSQL then parses and analyses it once per connection
 * instead of on every call, which halved PostgreSQL's CPU per request on the customer GETs. Texts used once (bulk
 * inserts whose text depends on their row count) stay unnamed, and so does every statement without parameters (it
 * may hold several statements, which only the simple protocol accepts) and every statement whose plan depends on its
 * parameters' values (`PLAN_DEPENDS_ON_VALUES`, `PLAN_EACH_CALL`).
 */
export class StatementPreparer {
  /** The texts seen once at least, and whether they may be prepared. */
  private readonly seen = new Map<string, boolean>();
  private readonly names = new WeakMap<object, Map<string, string>>();
  private counter = 0;

  constructor(private readonly limits: PreparerLimits = DEFAULT_PREPARER_LIMITS) {}

  /** The name `text` goes under on `connection`, or undefined: send it unnamed. */
  nameOn(connection: object, text: string): string | undefined {
    const names = this.names.get(connection);
    const known = names?.get(text);
    if (known !== undefined) return known;
    if (text.length > this.limits.maxTextLength) return undefined;
    const seenBefore = this.seen.get(text);
    if (seenBefore === undefined) {
      if (this.seen.size < this.limits.trackedTexts) this.seen.set(text, preparable(text));
      return undefined;
    }
    if (!seenBefore || (names?.size ?? 0) >= this.limits.perConnection) return undefined;
    // Unique in the process, never one of the hand-named statements (the event store's are `eventstore.…`).
    const name = `prepared.${++this.counter}`;
    if (names) names.set(text, name);
    else this.names.set(connection, new Map([[text, name]]));
    return name;
  }

  /** The statement's plan was refused: the next call prepares it afresh under another name (the refused one stays idle). */
  forget(connection: object, text: string): void {
    this.names.get(connection)?.delete(text);
  }

  /**
   * Makes `client.query` send repeated parameterized statements as prepared ones. Every form node-postgres accepts
   * keeps its meaning: (text, values, callback?), (config, callback?) and submittables (cursors, COPY streams) pass
   * through untouched, as does any statement already named.
   */
  install(client: Client): void {
    const query = client.query as (...args: unknown[]) => unknown;
    const nameOn = (connection: object, text: string) => this.nameOn(connection, text);
    const forget = (connection: object, text: string) => this.forget(connection, text);
    (client as { query: unknown }).query = function (this: Client, config: unknown, values?: unknown, callback?: unknown) {
      let named: QueryConfig | undefined;
      let done: unknown;
      if (typeof config === 'string' && Array.isArray(values) && values.length > 0) {
        const name = nameOn(this, config);
        if (name !== undefined) named = { name, text: config, values };
        done = callback;
      } else if (config !== null && typeof config === 'object' && !('submit' in config && typeof config.submit === 'function')) {
        const c = config as QueryConfig;
        const params = c.values ?? (Array.isArray(values) ? values : undefined);
        if (c.name === undefined && typeof c.text === 'string' && params && params.length > 0) {
          const name = nameOn(this, c.text);
          if (name !== undefined) named = { ...c, name, values: params };
        }
        done = typeof values === 'function' ? values : callback;
      }
      if (!named) return query.apply(this, [config, values, callback]);
      const text = named.text;
      // node-postgres's public query config ({ name, text, values }): it parses the text once per connection by name.
      if (typeof done === 'function') {
        return query.call(this, named, (error: unknown, result: unknown) => {
          if (error && refusesCachedPlan(error)) forget(this, text);
          (done as (e: unknown, r: unknown) => void)(error, result);
        });
      }
      return (query.call(this, named) as Promise<unknown>).catch((error: unknown) => {
        if (refusesCachedPlan(error)) forget(this, text);
        throw error;
      });
    };
  }
}

/** The process's preparer: the pool's connections and the projection applier's share its counts. */
export const statementPreparer = new StatementPreparer();
