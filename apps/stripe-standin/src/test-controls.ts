import type pg from 'pg';
import { DRAIN_ATTEMPTS, type WebhookDeliveries } from './deliveries';
import { StripeApiError, type Answer } from './protocol';
import { endPeriod, renew } from './resources/billing';
import { openDispute } from './resources/payments';
import { SCHEMA, type Tx } from './store';

/** Requests a rule selects: a method (any when absent) and a path pattern. */
interface Rule {
  readonly account: string;
  readonly method: string | null;
  readonly path: RegExp;
}

interface Hold extends Rule {
  waiting: number;
  readonly released: Promise<void>;
  release(): void;
  readonly arrivals: Set<() => void>;
}

/** How long a control that waits (a hold's arrivals, a drain) waits at most. */
const WAIT_LIMIT_MS = 30_000;

const selects = (rule: Rule, account: string, method: string, path: string) => rule.account === account && (!rule.method || rule.method === method) && rule.path.test(path);

/**
 * The stand-in's test controls, under `/_standin/` with the account's own key (Stripe has no such API; the test
 * harness, tests/support/stripe-standin.ts, is their client). They shape what the API does (an outage, requests held
 * at a gate, deliveries held back) and show what a test asserts (the request log, deliveries, endpoint secrets as the
 * Dashboard shows them); the subscription clock (`renew`, `end_period`) moves a subscription to its next period.
 * Outages and holds live in this process only: a restarted stand-in has none.
 */
export class TestControls {
  private readonly outages = new Map<number, Rule>();
  private readonly holds = new Map<number, Hold>();
  /** By account, then event type: how many more events of that type start held (Infinity: until released). */
  private readonly heldTypes = new Map<string, Map<string, number>>();
  private next = 1;

  constructor(private readonly pool: pg.Pool, private readonly deliveries: WebhookDeliveries) {}

  /** Whether an event of `type` made now starts its deliveries held (and counts it against the hold). */
  holdsNext(account: string, type: string): boolean {
    const held = this.heldTypes.get(account);
    const left = held?.get(type) ?? 0;
    if (left <= 0) return false;
    held!.set(type, left - 1);
    return true;
  }

  inOutage(account: string, method: string, path: string): boolean {
    return [...this.outages.values()].some((rule) => selects(rule, account, method, path));
  }

  /** Waits at every hold that selects the request until it is released. */
  async passHolds(account: string, method: string, path: string): Promise<void> {
    for (const hold of [...this.holds.values()]) {
      if (!selects(hold, account, method, path)) continue;
      hold.waiting++;
      for (const check of [...hold.arrivals]) check();
      await hold.released;
    }
  }

  private rule(account: string, body: Record<string, unknown>): Rule {
    if (typeof body.path !== 'string' || body.path === '') throw new StripeApiError(400, { type: 'invalid_request_error', message: 'path (a regular expression) is required', param: 'path' });
    return { account, method: typeof body.method === 'string' ? body.method.toUpperCase() : null, path: new RegExp(body.path) };
  }

  async handle(
    account: string, method: string, path: string, query: URLSearchParams, raw: string, inTransaction: (fn: (tx: Tx) => Promise<Answer>) => Promise<Answer>,
  ): Promise<Answer> {
    try {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      const route = `${method} ${path.slice('/_standin'.length)}`;
      let m: RegExpExecArray | null;
      if (route === 'GET /requests') {
        const { rows } = await this.pool.query(
          `select method, path, idempotency_key as "idempotencyKey", replayed, idempotency_error as "idempotencyError", status
             from ${SCHEMA}.requests where account = $1 order by seq`, [account]);
        return [200, { data: rows }];
      }
      if (route === 'POST /outages') {
        const id = this.next++;
        this.outages.set(id, this.rule(account, body));
        return [200, { id }];
      }
      if (method === 'DELETE' && (m = /^\/outages\/(\d+)$/.exec(path.slice('/_standin'.length)))) {
        this.outages.delete(Number(m[1]));
        return [200, { deleted: true }];
      }
      if (route === 'POST /holds') {
        const id = this.next++;
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        this.holds.set(id, { ...this.rule(account, body), waiting: 0, released, release, arrivals: new Set() });
        return [200, { id }];
      }
      if ((m = /^\/holds\/(\d+)(\/arrived)?$/.exec(path.slice('/_standin'.length)))) {
        const hold = this.holds.get(Number(m[1]));
        if (!hold || hold.account !== account) return [404, { error: { type: 'invalid_request_error', message: 'No such hold' } }];
        if (method === 'DELETE') {
          this.holds.delete(Number(m[1]));
          hold.release();
          return [200, { released: true }];
        }
        const count = Number(query.get('count') ?? 1);
        const arrived = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => {
            hold.arrivals.delete(check);
            resolve(false);
          }, WAIT_LIMIT_MS);
          const check = () => {
            if (hold.waiting < count) return;
            clearTimeout(timer);
            hold.arrivals.delete(check);
            resolve(true);
          };
          hold.arrivals.add(check);
          check();
        });
        return arrived ? [200, { waiting: hold.waiting }] : [408, { error: { type: 'api_error', message: `${hold.waiting} of ${count} requests arrived` } }];
      }
      if (route === 'POST /webhook_holds') {
        const type = String(body.type ?? '');
        const count = body.count === undefined ? Infinity : Number(body.count);
        if (!type || !(count > 0)) throw new StripeApiError(400, { type: 'invalid_request_error', message: 'type (an event type) and a positive count, if any, are required' });
        if (!this.heldTypes.has(account)) this.heldTypes.set(account, new Map());
        this.heldTypes.get(account)!.set(type, count);
        return [200, { held: type, count: Number.isFinite(count) ? count : null }];
      }
      if (method === 'DELETE' && (m = /^\/webhook_holds\/([\w.*]+)$/.exec(path.slice('/_standin'.length)))) {
        this.heldTypes.get(account)?.delete(m[1]);
        const { rowCount } = await this.pool.query(
          `update ${SCHEMA}.deliveries d set held = false, next_attempt_at = now()
             from ${SCHEMA}.objects e where e.account = d.account and e.id = d.event_id and d.account = $1 and d.held and e.data->>'type' = $2`, [account, m[1]]);
        this.deliveries.wake();
        return [200, { released: rowCount }];
      }
      if (route === 'POST /drain') return [200, await this.drain(account)];
      if (route === 'GET /deliveries') {
        const { rows } = await this.pool.query(
          `select d.id::text as id, d.event_id as "eventId", e.data->>'type' as type, d.endpoint_id as "endpointId", d.attempts, d.held, d.last_status as "lastStatus",
                  d.last_error as "lastError", d.delivered_at as "deliveredAt", d.given_up_at as "givenUpAt", d.next_attempt_at as "nextAttemptAt"
             from ${SCHEMA}.deliveries d join ${SCHEMA}.objects e on e.account = d.account and e.id = d.event_id where d.account = $1 order by d.id`, [account]);
        return [200, { data: rows }];
      }
      if (route === 'GET /webhook_endpoints') {
        const { rows } = await this.pool.query(
          `select data from ${SCHEMA}.objects where account = $1 and type = 'webhook_endpoint' and not (data ? 'deleted') order by seq`, [account]);
        return [200, { data: rows.map((r) => r.data) }];
      }
      if (method === 'POST' && (m = /^\/charges\/(\w+)\/dispute$/.exec(path.slice('/_standin'.length)))) {
        // The card's issuer disputes a charge already paid (Stripe's test mode does it only with its createDispute card).
        const chargeId = m[1];
        return inTransaction(async (tx) => {
          const charge = await tx.get('charge', chargeId);
          if (!charge) throw new StripeApiError(404, { type: 'invalid_request_error', message: `No such charge: '${chargeId}'` });
          return [200, await openDispute(tx, charge, typeof body.reason === 'string' ? body.reason : 'fraudulent')];
        });
      }
      if (method === 'GET' && (m = /^\/files\/(\w+)$/.exec(path.slice('/_standin'.length)))) {
        // What an uploaded file holds, by its digest (what a test compares with the bundle's manifest).
        const { rows } = await this.pool.query(`select data from ${SCHEMA}.objects where account = $1 and id = $2`, [account, `${m[1]}_contents`]);
        if (!rows[0]) return [404, { error: { type: 'invalid_request_error', message: `No such file: '${m[1]}'` } }];
        return [200, { id: m[1], sha256: rows[0].data.sha256, size: Buffer.from(rows[0].data.data, 'base64').length }];
      }
      if (method === 'POST' && (m = /^\/subscriptions\/(\w+)\/(renew|end_period)$/.exec(path.slice('/_standin'.length)))) {
        const [, id, action] = m;
        return inTransaction(async (tx) => [200, action === 'renew' ? await renew(tx, id, typeof body.payment_method === 'string' ? body.payment_method : undefined) : await endPeriod(tx, id)]);
      }
      return [404, { error: { type: 'invalid_request_error', message: `No test control ${method} ${path}` } }];
    } catch (error) {
      if (error instanceof StripeApiError) return error.answer();
      throw error;
    }
  }

  /**
   * Waits until every delivery of the account made so far (and not held) was acknowledged, given up, or failed
   * DRAIN_ATTEMPTS times (its retries go on): what a test waits for before it reads what the webhooks did.
   */
  private async drain(account: string): Promise<{ pending: number }> {
    const deadline = Date.now() + WAIT_LIMIT_MS;
    for (;;) {
      const { rows: [{ pending }] } = await this.pool.query<{ pending: number }>(
        `select count(*)::int as pending from ${SCHEMA}.deliveries
          where account = $1 and delivered_at is null and given_up_at is null and not held and attempts < $2`, [account, DRAIN_ATTEMPTS]);
      if (pending === 0 || Date.now() > deadline) return { pending };
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          this.deliveries.attempts.off('attempted', done);
          resolve();
        };
        const timer = setTimeout(done, 50);
        this.deliveries.attempts.once('attempted', done);
      });
    }
  }
}
