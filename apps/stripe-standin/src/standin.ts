import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { WebhookDeliveries } from './deliveries';
import { canonical, parseForm, StripeApiError, type Answer } from './protocol';
import { billingRoutes } from './resources/billing';
import { fileRoutes } from './resources/files';
import { endpointRoutes } from './resources/endpoints';
import { paymentRoutes } from './resources/payments';
import type { Route } from './resources/route';
import { accountOf, newId, openStore, SCHEMA, STRIPE_API_VERSION, Tx } from './store';
import { TestControls } from './test-controls';

export interface StandInOptions {
  readonly databaseUrl: string;
  readonly host: string;
  /** 0: any free port. */
  readonly port: number;
  readonly retryBaseMs: number;
  readonly retryForMs: number;
  readonly logger: Logger;
}

export interface RunningStandIn {
  readonly url: string;
  close(): Promise<void>;
}

const ROUTES: readonly Route[] = [...paymentRoutes, ...billingRoutes, ...endpointRoutes, ...fileRoutes];
/** Stripe keeps an idempotency key's first answer for 24 hours (https://docs.stripe.com/api/idempotent_requests). */
const IDEMPOTENCY_HOURS = 24;

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A request's parameters: form-encoded, or multipart (the file upload, as the SDK sends it to files.stripe.com), read
 * with the platform's own multipart parser; a file part is `{ name, type, data }`.
 */
async function paramsOf(req: IncomingMessage, method: string, url: URL, body: Buffer): Promise<Record<string, any>> {
  const contentType = String(req.headers['content-type'] ?? '');
  if (method !== 'POST') return parseForm(url.search.slice(1));
  if (!contentType.startsWith('multipart/form-data')) return parseForm(body.toString('utf8'));
  const form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  const out: Record<string, any> = {};
  for (const [key, value] of form) {
    out[key] = typeof value === 'string' ? value : { name: value.name, type: value.type, data: Buffer.from(await value.arrayBuffer()) };
  }
  return out;
}

/** The secret key of a request (`Authorization: Bearer sk_test_…`, or Basic with the key as user, as curl -u sends it). */
function secretKeyOf(req: IncomingMessage): string | null {
  const auth = String(req.headers.authorization ?? '');
  if (auth.startsWith('Bearer ')) return auth.slice(7).trim();
  if (auth.startsWith('Basic ')) return Buffer.from(auth.slice(6), 'base64').toString('utf8').split(':')[0];
  return null;
}

/** Why a request may not use the key its first request was made with (Stripe's messages); null when it is the same request. */
function idempotencyRefusal(first: { method: string; path: string; params: string }, method: string, path: string, params: string, key: string): string | null {
  const retry = `Try using a key other than '${key}' if you meant to execute a different request.`;
  if (first.method !== method || first.path !== path) {
    return `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${first.method} ${first.path}' vs '${method} ${path}'). ${retry}`;
  }
  if (first.params !== params) return `Keys for idempotent requests can only be used with the same parameters they were first used with. ${retry}`;
  return null;
}

/**
 * The local Stripe stand-in: a Stripe-API server of its own, on its own port, that keeps its records in PostgreSQL
 * (schema `stripe_standin`). Any `sk_test_…` key opens an account of its own (tests use one per server). Each
 * request is done in one transaction, under its account's lock, and answered once committed; a POST's idempotency
 * key keeps its first answer for 24 hours. Webhooks are signed and retried by WebhookDeliveries.
 */
export async function startStandIn(o: StandInOptions): Promise<RunningStandIn> {
  const store = await openStore(o.databaseUrl);
  const deliveries = new WebhookDeliveries(store.pool, { retryBaseMs: o.retryBaseMs, retryForMs: o.retryForMs, logger: o.logger });
  const controls = new TestControls(store.pool, deliveries);
  /** Each account's last request in line: requests of one account are done one at a time. */
  const tails = new Map<string, Promise<void>>();

  async function locked<T>(account: string, fn: () => Promise<T>): Promise<T> {
    const before = tails.get(account) ?? Promise.resolve();
    let release!: () => void;
    const tail = before.then(() => new Promise<void>((resolve) => (release = resolve)));
    tails.set(account, tail);
    await before;
    try {
      return await fn();
    } finally {
      release();
      if (tails.get(account) === tail) tails.delete(account);
    }
  }

  /** Runs `fn` in a transaction of the account's; commits what it did, a Stripe error's changes included (a decline is recorded). */
  async function inTransaction(account: string, origin: { id: string; idempotencyKey: string | null }, fn: (tx: Tx) => Promise<Answer>): Promise<Answer> {
    const client = await store.pool.connect();
    let emitted = false;
    try {
      await client.query('begin');
      const tx = new Tx(client, account, origin, (type) => controls.holdsNext(account, type), () => (emitted = true));
      let answer: Answer;
      try {
        answer = await fn(tx);
      } catch (error) {
        if (!(error instanceof StripeApiError)) throw error;
        answer = error.answer();
      }
      await client.query('commit');
      return answer;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
      if (emitted) deliveries.wake();
    }
  }

  async function api(req: IncomingMessage, res: ServerResponse, account: string, method: string, path: string, params: Record<string, any>, requestId: string) {
    const key = method === 'POST' && typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
    const route = ROUTES.find((r) => r.method === method && r.path.test(path));
    const fingerprint = canonical(params);
    let replayed = false;
    let refused = false;
    const [status, body] = await locked(account, () => inTransaction(account, { id: requestId, idempotencyKey: key }, async (tx) => {
      const log = (status: number) => tx.client.query(
        `insert into ${SCHEMA}.requests (account, method, path, idempotency_key, replayed, idempotency_error, status) values ($1, $2, $3, $4, $5, $6, $7)`,
        [account, method, path, key, replayed, refused, status],
      );
      const first = key
        ? (await tx.client.query(
          `select method, path, params, status, body from ${SCHEMA}.idempotency_keys where account = $1 and key = $2 and created_at > now() - interval '${IDEMPOTENCY_HOURS} hours'`,
          [account, key],
        )).rows[0]
        : undefined;
      if (first) {
        const refusal = idempotencyRefusal(first, method, path, fingerprint, key!);
        refused = refusal !== null;
        replayed = !refused;
        const answer: Answer = refusal ? [400, { error: { type: 'idempotency_error', message: refusal } }] : [first.status, first.body];
        await log(answer[0]);
        return answer;
      }
      let answer: Answer;
      if (!route) {
        answer = [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.` } }];
      } else {
        try {
          answer = await route.handle(tx, params, route.path.exec(path)!.slice(1));
        } catch (error) {
          if (!(error instanceof StripeApiError)) throw error;
          answer = error.answer();
        }
      }
      if (key && answer[0] < 500) {
        await tx.client.query(
          `insert into ${SCHEMA}.idempotency_keys (account, key, method, path, params, status, body) values ($1, $2, $3, $4, $5, $6, $7)
           on conflict (account, key) do update set method = excluded.method, path = excluded.path, params = excluded.params, status = excluded.status, body = excluded.body, created_at = now()`,
          [account, key, method, path, fingerprint, answer[0], JSON.stringify(answer[1])],
        );
      }
      await log(answer[0]);
      return answer;
    }));
    if (replayed) res.setHeader('idempotent-replayed', 'true');
    if (key) res.setHeader('idempotency-key', key);
    send(res, status, body, requestId);
  }

  function send(res: ServerResponse, status: number, body: unknown, requestId: string) {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': requestId, 'stripe-version': STRIPE_API_VERSION });
    res.end(JSON.stringify(body));
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const requestId = newId('req');
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = (req.method ?? 'GET').toUpperCase();
    const body = await readBody(req);
    const raw = body.toString('utf8');
    if (url.pathname === '/_standin/health') return send(res, 200, { ok: true }, requestId);
    const secretKey = secretKeyOf(req);
    if (!secretKey || !/^sk_test_\w+$/.test(secretKey)) {
      const shown = secretKey ? `${secretKey.slice(0, 8)}${'*'.repeat(Math.max(0, secretKey.length - 12))}${secretKey.slice(-4)}` : '';
      return send(res, 401, { error: { type: 'invalid_request_error', message: secretKey ? `Invalid API Key provided: ${shown} (the stand-in takes test keys, sk_test_…)` : 'You did not provide an API key.' } }, requestId);
    }
    const account = accountOf(secretKey);
    if (url.pathname.startsWith('/_standin/')) {
      const [status, body] = await controls.handle(account, method, url.pathname, url.searchParams, raw, (fn) => locked(account, () => inTransaction(account, { id: requestId, idempotencyKey: null }, fn)));
      return send(res, status, body, requestId);
    }
    if (controls.inOutage(account, method, url.pathname)) return send(res, 500, { error: { type: 'api_error', message: 'The stand-in is in an outage (a test control).' } }, requestId);
    await controls.passHolds(account, method, url.pathname);
    const params = await paramsOf(req, method, url, body);
    await api(req, res, account, method, url.pathname, params, requestId);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      o.logger.error({ err: error, method: req.method, url: req.url }, 'stand-in request failed');
      if (!res.headersSent) send(res, 500, { error: { type: 'api_error', message: 'An unexpected error occurred in the stand-in.' } }, newId('req'));
      else res.end();
    });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(o.port, o.host, resolve));
  const { port } = server.address() as AddressInfo;
  deliveries.wake(); // deliveries a previous run left unfinished
  return {
    url: `http://${o.host}:${port}`,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await deliveries.stop();
      await store.close();
    },
  };
}
