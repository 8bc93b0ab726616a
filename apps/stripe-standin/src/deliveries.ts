import { EventEmitter } from 'node:events';
import type pg from 'pg';
import type { Logger } from 'pino';
import Stripe from 'stripe';
import { SCHEMA } from './store';

export interface DeliveryOptions {
  /** The first retry's delay; each next one doubles it (Stripe's exponential back-off). */
  readonly retryBaseMs: number;
  /** How long after the event Stripe keeps retrying (live mode: three days); then the delivery is given up. */
  readonly retryForMs: number;
  readonly logger: Logger;
}

/** Deliveries attempted at once, across accounts. */
const IN_FLIGHT = 16;
/** What Stripe waits for an endpoint's answer. */
const ANSWER_TIMEOUT_MS = 10_000;
/** The longest sleep between two looks at the table (a missed wake-up costs no more than this). */
const LONGEST_SLEEP_MS = 5_000;

/** Attempts after which a test's `drain` stops waiting for a failing delivery (the retries go on). */
export const DRAIN_ATTEMPTS = 6;

/** The delay before the attempt that follows `attempts` failed ones. */
export const retryDelayMs = (attempts: number, baseMs: number) => baseMs * 2 ** (attempts - 1);

interface DueDelivery {
  id: string;
  account: string;
  attempts: number;
  age_ms: number;
  event: Record<string, unknown>;
  endpoint: { url: string; secret: string; status: string; deleted?: boolean };
}

/**
 * Sends each webhook delivery (one event to one endpoint) until the endpoint answers 2xx, signed afresh at each
 * attempt with the endpoint's secret (Stripe's `Stripe-Signature`: `t=<unix time>,v1=<HMAC-SHA256 of "t.payload">`),
 * to the endpoint's URL of the moment. A failed attempt is retried after `retryBaseMs × 2^(n-1)`, for `retryForMs`
 * after the event. Everything is in the `deliveries` table: a stand-in restarted resumes where it was.
 */
export class WebhookDeliveries {
  private readonly inFlight = new Set<string>();
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  /** 'attempted' after each attempt (a test's drain listens). */
  readonly attempts = new EventEmitter();

  constructor(private readonly pool: pg.Pool, private readonly o: DeliveryOptions) {
    this.attempts.setMaxListeners(0);
  }

  /** Looks for due deliveries now (after a commit that made some, after a release, at start). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.run()
      .catch((error) => {
        this.o.logger.error({ err: error }, 'webhook deliveries: cannot read the deliveries table; trying again in 1 s');
        this.sleep(1_000);
      })
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    while (this.inFlight.size > 0) await new Promise((r) => this.attempts.once('attempted', r));
  }

  private sleep(ms: number) {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.wake(), Math.max(0, Math.min(ms, LONGEST_SLEEP_MS)));
  }

  private async run() {
    const room = IN_FLIGHT - this.inFlight.size;
    if (room > 0) {
      const { rows } = await this.pool.query<DueDelivery>(
        `select d.id::text as id, d.account, d.attempts, (extract(epoch from now() - d.created_at) * 1000)::float8 as age_ms, e.data as event, w.data as endpoint
           from ${SCHEMA}.deliveries d
           join ${SCHEMA}.objects e on e.account = d.account and e.id = d.event_id
           join ${SCHEMA}.objects w on w.account = d.account and w.id = d.endpoint_id
          where d.delivered_at is null and d.given_up_at is null and not d.held and d.next_attempt_at <= now() and not (d.id::text = any($1))
          order by d.next_attempt_at, d.id limit $2`,
        [[...this.inFlight], room],
      );
      for (const row of rows) {
        this.inFlight.add(row.id);
        void this.attempt(row)
          .catch((error) => this.o.logger.error({ err: error, delivery: row.id }, 'webhook delivery: cannot record the attempt'))
          .finally(() => {
            this.inFlight.delete(row.id);
            this.attempts.emit('attempted');
            this.wake();
          });
      }
    }
    const { rows: [next] } = await this.pool.query<{ ms: number | null }>(
      `select (extract(epoch from min(next_attempt_at) - now()) * 1000)::float8 as ms from ${SCHEMA}.deliveries
        where delivered_at is null and given_up_at is null and not held and not (id::text = any($1))`,
      [[...this.inFlight]],
    );
    this.sleep(next?.ms === null || next?.ms === undefined ? LONGEST_SLEEP_MS : next.ms);
  }

  private async attempt(d: DueDelivery) {
    if (d.endpoint.deleted || d.endpoint.status !== 'enabled') {
      await this.pool.query(`update ${SCHEMA}.deliveries set given_up_at = now(), last_error = 'endpoint disabled' where id = $1`, [d.id]);
      return;
    }
    const payload = JSON.stringify(d.event, null, 2);
    let status: number | null = null;
    let failure: string | null = null;
    try {
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: d.endpoint.secret });
      const res = await fetch(d.endpoint.url, {
        method: 'POST', body: payload, signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature, 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
      });
      await res.arrayBuffer();
      status = res.status;
    } catch (error) {
      failure = String((error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message);
    }
    const attempts = d.attempts + 1;
    if (status !== null && status >= 200 && status < 300) {
      await this.pool.query(`update ${SCHEMA}.deliveries set delivered_at = now(), attempts = $2, last_status = $3, last_error = null where id = $1`, [d.id, attempts, status]);
      return;
    }
    const delay = retryDelayMs(attempts, this.o.retryBaseMs);
    const givenUp = d.age_ms + delay > this.o.retryForMs;
    this.o.logger.info({ delivery: d.id, event: d.event.id, type: d.event.type, url: d.endpoint.url, status, failure, attempts, retryInMs: givenUp ? null : delay },
      givenUp ? 'webhook delivery failed: given up' : 'webhook delivery failed: retrying');
    await this.pool.query(
      `update ${SCHEMA}.deliveries set attempts = $2, last_status = $3, last_error = $4,
              next_attempt_at = now() + ($5::float8 * interval '1 millisecond'), given_up_at = case when $6 then now() end
        where id = $1`,
      [d.id, attempts, status, failure, delay, givenUp],
    );
  }
}
