import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { WebhookEndpoint } from './payments.port';

/** What a test may see of the calls made to the local server. */
export interface LocalStripeRequest {
  readonly method: string;
  readonly path: string;
  readonly idempotencyKey: string | null;
  readonly replayed: boolean;
  /** Refused (400 `idempotency_error`): its key was first used with other parameters or on another endpoint. */
  readonly idempotencyError: boolean;
}

export interface LocalStripeOptions {
  /** Each webhook endpoint's signing secret, as Stripe gives each endpoint its own. */
  readonly webhookSecrets: Readonly<Record<WebhookEndpoint, string>>;
  /** The endpoint an event type is sent to (and signed for). */
  readonly endpointOf: (eventType: string) => WebhookEndpoint;
  /** Where a signed webhook of this event type goes; null (not listening yet) skips delivery. */
  readonly webhookUrl: (eventType: string) => string | null;
  readonly logger?: { warn(obj: unknown, msg?: string): void };
}

const id = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;

/** One calendar month after `seconds` (a Unix time), as Stripe bills monthly prices. */
function monthAfter(seconds: number): number {
  const d = new Date(seconds * 1000);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return Math.floor(d.getTime() / 1000);
}

/** `a[b][c]=v` form fields (how the SDK encodes parameters) into nested objects. */
export function parseForm(body: string): Record<string, any> {
  const out: Record<string, any> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = node[part] ??= {};
    });
  }
  return out;
}

/** Parameters as a string that does not depend on their order (Stripe compares a reused key's parameters, not their encoding). */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

/** What the local server keeps of the first request made with an idempotency key, and its answer. */
interface IdempotentRequest {
  readonly method: string;
  readonly path: string;
  readonly params: string;
  readonly status: number;
  readonly body: unknown;
}

/** A test control's gate (`hold`): the requests it selects wait until it is released. */
interface Hold {
  readonly affects: (method: string, path: string) => boolean;
  readonly released: Promise<void>;
  waiting: number;
  readonly arrivals: Set<() => void>;
}

/** The last four digits of the test cards' payment methods (shown on receipts). */
const LAST4: Readonly<Record<string, string>> = { pm_card_visa: '4242', pm_card_mastercard: '4444' };

const OUTCOMES: Readonly<Record<string, { ok: true } | { ok: false; code: string; decline: string; message: string }>> = {
  pm_card_visa: { ok: true },
  pm_card_mastercard: { ok: true },
  pm_card_chargeDeclined: { ok: false, code: 'card_declined', decline: 'generic_decline', message: 'Your card was declined.' },
  pm_card_chargeDeclinedInsufficientFunds: { ok: false, code: 'card_declined', decline: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  pm_card_chargeDeclinedIncorrectNumber: { ok: false, code: 'incorrect_number', decline: 'incorrect_number', message: 'Your card number is incorrect.' },
};

/**
 * A small Stripe-API server on loopback for development and tests (no network, no keys): payment intents (create,
 * retrieve, confirm with Stripe's test payment methods), refunds, customers and subscriptions with their invoices,
 * idempotency keys (as Stripe: a key repeated with the same method, path and parameters replays the first answer; with
 * others, 400 `idempotency_error`), and webhooks signed with the endpoint secret exactly as Stripe signs them, delivered
 * with retries.
 * The application talks to it through the official SDK (host/port/protocol options), so the same code paths run.
 */
export class LocalStripeServer {
  private server: Server | null = null;
  private readonly intents = new Map<string, Record<string, any>>();
  private readonly charges = new Map<string, Record<string, any>>();
  private readonly customers = new Map<string, Record<string, any>>();
  private readonly subscriptions = new Map<string, Record<string, any>>();
  /** By idempotency key (POST requests): the first request's method, path and parameters, and its answer. */
  private readonly idempotent = new Map<string, IdempotentRequest>();
  readonly requests: LocalStripeRequest[] = [];
  readonly delivered: { id: string; type: string; status: number }[] = [];
  private pending = new Set<Promise<void>>();
  private readonly outages = new Set<(method: string, path: string) => boolean>();
  private readonly holds = new Set<Hold>();
  private stopped = false;

  constructor(private readonly o: LocalStripeOptions) {}

  get webhookSecrets(): Readonly<Record<WebhookEndpoint, string>> {
    return this.o.webhookSecrets;
  }

  async start(): Promise<{ host: string; port: number }> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return { host: '127.0.0.1', port: (this.server.address() as AddressInfo).port };
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.allSettled([...this.pending]);
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }

  /** An outage for tests: the requests `affects` selects answer 500 (Stripe's api_error) until the returned function ends it. */
  outage(affects: (method: string, path: string) => boolean): () => void {
    this.outages.add(affects);
    return () => this.outages.delete(affects);
  }

  /**
   * A gate for tests: the requests `affects` selects wait (before anything else is done with them) until `release` is
   * called; `arrived(n)` resolves once `n` of them are waiting. Lines concurrent requests up at one point of their flow.
   */
  hold(affects: (method: string, path: string) => boolean): { arrived(count: number): Promise<void>; release(): void } {
    let release!: () => void;
    const gate: Hold = { affects, released: new Promise<void>((resolve) => (release = resolve)), waiting: 0, arrivals: new Set() };
    this.holds.add(gate);
    return {
      arrived: (count) => new Promise<void>((resolve) => {
        const check = () => {
          if (gate.waiting < count) return;
          gate.arrivals.delete(check);
          resolve();
        };
        gate.arrivals.add(check);
        check();
      }),
      release: () => {
        this.holds.delete(gate);
        release();
      },
    };
  }

  /** Waits until every webhook queued so far was delivered (or gave up). */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const params = parseForm(Buffer.concat(chunks).toString('utf8'));
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(body));
    };
    if (!/^Bearer sk_test_/.test(String(req.headers.authorization ?? ''))) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API key' } });
    }
    if ([...this.outages].some((affects) => affects(method, url.pathname))) {
      return send(500, { error: { type: 'api_error', message: 'Local outage (test)' } });
    }
    for (const gate of [...this.holds]) {
      if (!gate.affects(method, url.pathname)) continue;
      gate.waiting++;
      for (const check of [...gate.arrivals]) check();
      await gate.released;
    }
    // Stripe keeps, per key (POST only), the first request and its answer: the same request again replays the answer;
    // the key on another endpoint or with other parameters is refused, nothing done (https://docs.stripe.com/api/idempotent_requests).
    const idempotent = key && method === 'POST' ? key : null;
    const fingerprint = canonical(params);
    const first = idempotent ? this.idempotent.get(idempotent) : undefined;
    const refusal = first ? this.idempotencyRefusal(first, method, url.pathname, fingerprint, idempotent!) : null;
    this.requests.push({ method, path: url.pathname, idempotencyKey: key, replayed: first !== undefined && !refusal, idempotencyError: refusal !== null });
    if (refusal) return send(400, { error: { type: 'idempotency_error', message: refusal } });
    if (first) {
      res.setHeader('idempotent-replayed', 'true');
      return send(first.status, first.body);
    }
    if (method === 'GET') for (const [k, v] of url.searchParams) params[k.replace(/\[\d*\]$/, '')] = v;
    const [status, body] = this.route(method, url.pathname, params, key);
    if (idempotent && status < 500) this.idempotent.set(idempotent, { method, path: url.pathname, params: fingerprint, status, body });
    send(status, body);
  }

  /** Why a request may not use the key `first` was made with (Stripe's messages); null when it is the same request. */
  private idempotencyRefusal(first: IdempotentRequest, method: string, path: string, params: string, key: string): string | null {
    const retry = `Try using a key other than '${key}' if you meant to execute a different request.`;
    if (first.method !== method || first.path !== path) {
      return `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${first.method} ${first.path}' vs '${method} ${path}'). ${retry}`;
    }
    if (first.params !== params) return `Keys for idempotent requests can only be used with the same parameters they were first used with. ${retry}`;
    return null;
  }

  private route(method: string, path: string, p: Record<string, any>, idempotencyKey: string | null): [number, unknown] {
    const notFound = (what: string): [number, unknown] => [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } }];
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(p.amount);
      if (!Number.isInteger(amount) || amount < 50 || !p.currency) return [400, { error: { type: 'invalid_request_error', message: 'amount and currency are required' } }];
      const piId = id('pi');
      const pi = {
        id: piId, object: 'payment_intent', amount, amount_received: 0, currency: String(p.currency).toLowerCase(), status: 'requires_payment_method',
        client_secret: `${piId}_secret_${randomBytes(12).toString('hex')}`, metadata: p.metadata ?? {}, description: p.description ?? null,
        created: Math.floor(Date.now() / 1000), livemode: false, latest_charge: null, last_payment_error: null, payment_method: null,
        automatic_payment_methods: { enabled: true },
      };
      this.intents.set(piId, pi);
      this.emit('payment_intent.created', pi, idempotencyKey);
      return [200, pi];
    }
    if (method === 'GET' && (m = /^\/v1\/charges\/([\w]+)$/.exec(path))) {
      const charge = this.charges.get(m[1]);
      return charge ? [200, charge] : notFound('charge');
    }
    if (method === 'GET' && (m = /^\/v1\/payment_intents\/([\w]+)$/.exec(path))) {
      const pi = this.intents.get(m[1]);
      return pi ? [200, pi] : notFound('payment_intent');
    }
    if (method === 'POST' && (m = /^\/v1\/payment_intents\/([\w]+)\/confirm$/.exec(path))) {
      const pi = this.intents.get(m[1]);
      if (!pi) return notFound('payment_intent');
      if (pi.status === 'succeeded') {
        return [400, { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'This PaymentIntent has already succeeded.', payment_intent: pi } }];
      }
      const outcome = OUTCOMES[String(p.payment_method)] ?? OUTCOMES.pm_card_chargeDeclinedIncorrectNumber;
      if (!outcome.ok) {
        Object.assign(pi, {
          status: 'requires_payment_method',
          last_payment_error: { type: 'card_error', code: outcome.code, decline_code: outcome.decline, message: outcome.message },
        });
        this.emit('payment_intent.payment_failed', pi, idempotencyKey);
        return [402, { error: { type: 'card_error', code: outcome.code, decline_code: outcome.decline, message: outcome.message, payment_intent: pi } }];
      }
      const charge = {
        id: id('ch'), object: 'charge', amount: pi.amount, amount_refunded: 0, currency: pi.currency, paid: true, refunded: false, status: 'succeeded',
        payment_intent: pi.id, metadata: { ...pi.metadata }, created: Math.floor(Date.now() / 1000), refunds: { object: 'list', data: [] },
        payment_method_details: { type: 'card', card: { last4: LAST4[String(p.payment_method)] ?? '0000' } },
      };
      this.charges.set(charge.id, charge);
      Object.assign(pi, { status: 'succeeded', amount_received: pi.amount, latest_charge: charge.id, last_payment_error: null, payment_method: id('pm') });
      this.emit('charge.succeeded', charge, idempotencyKey);
      this.emit('payment_intent.succeeded', pi, idempotencyKey);
      return [200, pi];
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const pi = this.intents.get(String(p.payment_intent ?? ''));
      if (!pi) return notFound('payment_intent');
      const charge = pi.latest_charge ? this.charges.get(pi.latest_charge) : undefined;
      if (pi.status !== 'succeeded' || !charge) {
        return [400, { error: { type: 'invalid_request_error', code: 'charge_not_refundable', message: 'This PaymentIntent has no successful charge to refund.' } }];
      }
      const amount = p.amount === undefined ? charge.amount - charge.amount_refunded : Number(p.amount);
      if (amount <= 0 || charge.amount_refunded + amount > charge.amount) {
        return [400, { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge has already been refunded.' } }];
      }
      const refund = {
        id: id('re'), object: 'refund', amount, currency: charge.currency, charge: charge.id, payment_intent: pi.id, status: 'succeeded',
        metadata: p.metadata ?? {}, created: Math.floor(Date.now() / 1000),
      };
      charge.amount_refunded += amount;
      charge.refunded = charge.amount_refunded >= charge.amount;
      charge.refunds.data.unshift(refund);
      this.emit('refund.created', refund, idempotencyKey);
      this.emit('charge.refunded', charge, idempotencyKey);
      return [200, refund];
    }
    const subscriptionAnswer = this.subscriptionRoute(method, path, p, idempotencyKey);
    if (subscriptionAnswer) return subscriptionAnswer;
    return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } }];
  }

  /** Customers, prices (by lookup key), subscriptions and their invoices: what dealer plans use. */
  private subscriptionRoute(method: string, path: string, p: Record<string, any>, idempotencyKey: string | null): [number, unknown] | null {
    let m: RegExpExecArray | null;
    if (method === 'GET' && path === '/v1/prices') {
      const key = String(p.lookup_keys ?? '');
      return [200, { object: 'list', has_more: false, data: key ? [{ id: `price_local_${key}`, object: 'price', lookup_key: key, recurring: { interval: 'month' } }] : [] }];
    }
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: id('cus'), object: 'customer', email: p.email ?? null, name: p.name ?? null, metadata: p.metadata ?? {},
        invoice_settings: { default_payment_method: p.invoice_settings?.default_payment_method ?? p.payment_method ?? null },
      };
      this.customers.set(customer.id, customer);
      this.emit('customer.created', customer, idempotencyKey);
      return [200, customer];
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const customer = this.customers.get(String(p.customer ?? ''));
      if (!customer) return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such customer' } }];
      const price = String(p.items?.['0']?.price ?? '');
      if (!price) return [400, { error: { type: 'invalid_request_error', message: 'items[0][price] is required' } }];
      const created = Math.floor(Date.now() / 1000);
      const sub = {
        id: id('sub'), object: 'subscription', customer: customer.id, status: 'incomplete', metadata: p.metadata ?? {},
        items: { object: 'list', data: [{ price: { id: price }, current_period_start: created, current_period_end: monthAfter(created) }] }, created,
        default_payment_method: p.default_payment_method ?? customer.invoice_settings.default_payment_method,
        cancel_at_period_end: false, cancel_at: null as number | null, canceled_at: null as number | null,
      };
      this.subscriptions.set(sub.id, sub);
      this.emit('customer.subscription.created', sub, idempotencyKey);
      this.bill(sub, idempotencyKey);
      return [200, sub];
    }
    if (method === 'POST' && (m = /^\/v1\/subscriptions\/([\w]+)$/.exec(path))) {
      const sub = this.subscriptions.get(m[1]);
      if (!sub) return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such subscription' } }];
      if (sub.status === 'canceled') {
        return [400, { error: { type: 'invalid_request_error', message: 'A canceled subscription can only update its cancellation_details and metadata.' } }];
      }
      if (p.cancel_at_period_end !== undefined) {
        sub.cancel_at_period_end = p.cancel_at_period_end === 'true';
        sub.cancel_at = sub.cancel_at_period_end ? sub.items.data[0].current_period_end : null;
      }
      this.emit('customer.subscription.updated', sub, idempotencyKey);
      return [200, sub];
    }
    if (method === 'DELETE' && (m = /^\/v1\/subscriptions\/([\w]+)$/.exec(path))) {
      const sub = this.subscriptions.get(m[1]);
      if (!sub) return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such subscription' } }];
      this.end(sub, idempotencyKey);
      return [200, sub];
    }
    return null;
  }

  /** One billing period of a subscription: an invoice paid (or failed) with its payment method, and the subscription's new status. */
  private bill(sub: Record<string, any>, idempotencyKey: string | null) {
    const ok = OUTCOMES[String(sub.default_payment_method)]?.ok === true;
    const item = sub.items.data[0];
    const invoice = {
      id: id('in'), object: 'invoice', customer: sub.customer, subscription: sub.id, status: ok ? 'paid' : 'open', amount_paid: 0,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: { ...sub.metadata } } },
      lines: { object: 'list', data: [{ object: 'line_item', period: { start: item.current_period_start, end: item.current_period_end } }] },
    };
    const before = sub.status;
    sub.status = ok ? 'active' : before === 'incomplete' ? 'incomplete' : 'past_due';
    this.emit(ok ? 'invoice.paid' : 'invoice.payment_failed', invoice, idempotencyKey);
    if (sub.status !== before) this.emit('customer.subscription.updated', sub, idempotencyKey);
  }

  /** The subscription is over: cancelled now, `customer.subscription.deleted` sent. */
  private end(sub: Record<string, any>, idempotencyKey: string | null) {
    sub.status = 'canceled';
    sub.canceled_at = Math.floor(Date.now() / 1000);
    this.emit('customer.subscription.deleted', sub, idempotencyKey);
  }

  private subscription(subscriptionId: string): Record<string, any> {
    const sub = this.subscriptions.get(subscriptionId);
    if (!sub) throw new Error(`No such subscription ${subscriptionId}`);
    return sub;
  }

  /**
   * Test control: the next billing period of a subscription, paid with `paymentMethod` (a test payment method id), or
   * the same failed payment retried (a past-due subscription stays on its period until paid).
   */
  renew(subscriptionId: string, paymentMethod: string) {
    const sub = this.subscription(subscriptionId);
    sub.default_payment_method = paymentMethod;
    if (sub.status === 'active') {
      const item = sub.items.data[0];
      item.current_period_start = item.current_period_end;
      item.current_period_end = monthAfter(item.current_period_start);
    }
    this.bill(sub, null);
  }

  /**
   * Test control: the current period is over. A subscription set to cancel at the period's end ends (deleted, as
   * Stripe does then); any other is billed for the next period with its payment method.
   */
  endPeriod(subscriptionId: string) {
    const sub = this.subscription(subscriptionId);
    if (sub.cancel_at_period_end) this.end(sub, null);
    else this.renew(subscriptionId, String(sub.default_payment_method));
  }

  /** Builds and delivers (asynchronously, with retries) a signed event, as Stripe does. */
  private emit(type: string, object: Record<string, any>, idempotencyKey: string | null) {
    const event = {
      id: id('evt'), object: 'event', api_version: '2025-08-27.basil', created: Math.floor(Date.now() / 1000), type, livemode: false,
      pending_webhooks: 1, request: { id: id('req'), idempotency_key: idempotencyKey }, data: { object: JSON.parse(JSON.stringify(object)) },
    };
    const delivery = this.deliver(event).finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
  }

  private async deliver(event: { id: string; type: string }) {
    const payload = JSON.stringify(event);
    await new Promise((r) => setImmediate(r));
    for (let attempt = 0; attempt < 6 && !this.stopped; attempt++) {
      const url = this.o.webhookUrl(event.type);
      if (!url) return;
      try {
        const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: this.o.webhookSecrets[this.o.endpointOf(event.type)] });
        const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
        await res.arrayBuffer();
        this.delivered.push({ id: event.id, type: event.type, status: res.status });
        if (res.ok) return;
      } catch (error) {
        this.o.logger?.warn({ err: error, event: event.id }, 'local Stripe webhook delivery failed');
      }
      await new Promise((r) => setTimeout(r, 100 * 2 ** attempt));
    }
  }
}
