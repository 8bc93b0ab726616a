import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import Stripe from 'stripe';

/**
 * The Stripe stand-in (apps/stripe-standin, ADR 0069) for tests: its process, started from its sources, and a client
 * of one account (a secret key) on it: the official SDK, as the server uses it, and the stand-in's test controls.
 * Global setup starts one stand-in for the whole run (STRIPE_STANDIN_URL); each test server gets an account of its
 * own, so files running side by side never see each other's payments. A test that stops or kills the stand-in starts
 * its own.
 */
const ROOT = path.resolve(__dirname, '../..');
const LOGS = path.join(ROOT, 'tests/artifacts/stripe-standin');

export interface StandInProcess {
  readonly url: string;
  readonly pid: number;
  /** kill -9 (or another signal); resolves once it is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again on the same port, over the same database. */
  restart(): Promise<void>;
}

export interface StandInProcessOptions {
  readonly databaseUrl: string;
  /** The first webhook retry's delay (doubled at each next one); short in tests. */
  readonly retryBaseMs?: number;
  /** The port; 0 (any) unless said. A restart keeps the port it got. */
  readonly port?: number;
}

async function launch(o: StandInProcessOptions, port: number): Promise<{ child: ChildProcess; url: string }> {
  mkdirSync(LOGS, { recursive: true });
  const log = openSync(path.join(LOGS, `stripe-standin-${process.pid}-${Date.now()}.log`), 'a');
  const child = spawn(process.execPath, ['-r', path.join(ROOT, 'tests/support/register-ts.js'), path.join(ROOT, 'apps/stripe-standin/src/main.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', log],
    env: {
      ...process.env, LOG_LEVEL: 'info', STRIPE_STANDIN_DATABASE_URL: o.databaseUrl, STRIPE_STANDIN_PORT: String(port),
      STRIPE_STANDIN_WEBHOOK_RETRY_BASE_MS: String(o.retryBaseMs ?? 50), STRIPE_STANDIN_EXIT_WITH_PID: String(process.pid),
    },
  });
  closeSync(log);
  const url = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    const exited = (code: number | null) => reject(new Error(`the Stripe stand-in exited (${code}) before listening; see ${LOGS}`));
    child.once('exit', exited);
    lines.once('line', (line) => {
      child.off('exit', exited);
      try {
        resolve(JSON.parse(line).url);
      } catch (error) {
        reject(error);
      }
    });
  });
  child.stdout!.resume();
  return { child, url };
}

export async function startStandInProcess(o: StandInProcessOptions): Promise<StandInProcess> {
  let { child, url } = await launch(o, o.port ?? 0);
  const port = Number(new URL(url).port);
  const gone = (c: ChildProcess) => c.exitCode !== null || c.signalCode !== null;
  return {
    get url() {
      return url;
    },
    get pid() {
      return child.pid!;
    },
    async kill(signal: NodeJS.Signals = 'SIGKILL') {
      const c = child;
      if (gone(c)) return;
      const exit = new Promise((r) => c.once('exit', r));
      c.kill(signal);
      await exit;
    },
    async restart() {
      if (!gone(child)) throw new Error('the Stripe stand-in is still running: kill it first');
      ({ child, url } = await launch(o, port));
    },
  };
}

/** One request as the stand-in logged it. */
export interface StandInRequest {
  readonly method: string;
  readonly path: string;
  readonly idempotencyKey: string | null;
  readonly replayed: boolean;
  /** Refused (400 `idempotency_error`): its key was first used with other parameters or on another endpoint. */
  readonly idempotencyError: boolean;
  readonly status: number;
}

export interface StandInDelivery {
  readonly id: string;
  readonly eventId: string;
  readonly type: string;
  readonly attempts: number;
  readonly held: boolean;
  readonly lastStatus: number | null;
  readonly deliveredAt: string | null;
  readonly givenUpAt: string | null;
}

/** Requests a test control selects: a method (any when absent) and a path pattern. */
export interface RequestRule {
  readonly method?: 'GET' | 'POST' | 'DELETE';
  readonly path: RegExp;
}

/** One account of the stand-in: the official SDK on it, and its test controls (`/_standin/…`). */
export class StandIn {
  readonly stripe: Stripe;

  constructor(readonly url: string, readonly secretKey: string) {
    const u = new URL(url);
    this.stripe = new Stripe(secretKey, { host: u.hostname, port: Number(u.port), protocol: u.protocol === 'https:' ? 'https' : 'http', maxNetworkRetries: 0 });
  }

  private async control<T = any>(method: string, route: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.url}/_standin${route}`, {
      method, headers: { authorization: `Bearer ${this.secretKey}`, 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = await res.json();
    if (!res.ok) throw new Error(`stand-in control ${method} ${route}: ${res.status} ${JSON.stringify(answer)}`);
    return answer as T;
  }

  /** Every API request the account made, in order. */
  async requests(): Promise<StandInRequest[]> {
    return (await this.control<{ data: StandInRequest[] }>('GET', '/requests')).data;
  }

  /** Every webhook delivery of the account (one event to one endpoint), in order. */
  async deliveries(): Promise<StandInDelivery[]> {
    return (await this.control<{ data: StandInDelivery[] }>('GET', '/deliveries')).data;
  }

  /** An outage: the requests `rule` selects answer 500 (Stripe's api_error) until the returned function ends it. */
  async outage(rule: RequestRule): Promise<() => Promise<void>> {
    const { id } = await this.control<{ id: number }>('POST', '/outages', { method: rule.method, path: rule.path.source });
    return async () => void (await this.control('DELETE', `/outages/${id}`));
  }

  /**
   * A gate: the requests `rule` selects wait (before anything is done with them) until `release`; `arrived(n)`
   * resolves once `n` of them wait. Lines concurrent requests up at one point of their flow.
   */
  async hold(rule: RequestRule): Promise<{ arrived(count: number): Promise<void>; release(): Promise<void> }> {
    const { id } = await this.control<{ id: number }>('POST', '/holds', { method: rule.method, path: rule.path.source });
    return {
      arrived: async (count) => void (await this.control('GET', `/holds/${id}/arrived?count=${count}`)),
      release: async () => void (await this.control('DELETE', `/holds/${id}`)),
    };
  }

  /**
   * Holds back the webhooks of the next `count` events of `type` (all of them from now on when absent): a late
   * webhook, made, not attempted, until the returned function releases them (it answers how many it released).
   */
  async holdWebhooks(type: string, count?: number): Promise<() => Promise<number>> {
    await this.control('POST', '/webhook_holds', { type, count });
    return async () => (await this.control<{ released: number }>('DELETE', `/webhook_holds/${type}`)).released;
  }

  /** Waits until every webhook made so far (not held) was acknowledged, or failed 6 times (its retries go on). */
  async drain(): Promise<void> {
    const { pending } = await this.control<{ pending: number }>('POST', '/drain');
    if (pending > 0) throw new Error(`${pending} webhook deliveries still pending after the stand-in's wait`);
  }

  /** Each webhook endpoint's signing secret, by the server's endpoint name (as Stripe's Dashboard shows them). */
  async webhookSecrets(): Promise<Record<string, string>> {
    const { data } = await this.control<{ data: { metadata: { endpoint?: string }; secret: string }[] }>('GET', '/webhook_endpoints');
    return Object.fromEntries(data.filter((e) => e.metadata.endpoint).map((e) => [e.metadata.endpoint!, e.secret]));
  }

  /** The next billing period of a subscription, paid with `paymentMethod` (a test payment method id) or its own. */
  async renew(subscriptionId: string, paymentMethod?: string): Promise<void> {
    await this.control('POST', `/subscriptions/${subscriptionId}/renew`, paymentMethod ? { payment_method: paymentMethod } : {});
  }

  /** The current period of a subscription is over: ended when set to cancel at the period's end, else renewed. */
  async endPeriod(subscriptionId: string): Promise<void> {
    await this.control('POST', `/subscriptions/${subscriptionId}/end_period`);
  }

  /** The card's issuer disputes the charge of a paid payment intent: charge.dispute.created goes to the webhooks. */
  async dispute(paymentIntentId: string, reason = 'fraudulent'): Promise<Stripe.Dispute> {
    const intent = await this.stripe.paymentIntents.retrieve(paymentIntentId);
    const chargeId = typeof intent.latest_charge === 'string' ? intent.latest_charge : intent.latest_charge?.id;
    if (!chargeId) throw new Error(`payment intent ${paymentIntentId} has no charge to dispute`);
    return this.control<Stripe.Dispute>('POST', `/charges/${chargeId}/dispute`, { reason });
  }

  /** What an uploaded file holds: its SHA-256 and size (the file object itself is the SDK's `files.retrieve`). */
  async fileContents(fileId: string): Promise<{ sha256: string; size: number }> {
    return this.control('GET', `/files/${fileId}`);
  }
}
