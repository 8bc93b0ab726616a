import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The stand-in's records, in a PostgreSQL schema of its own (`stripe_standin`): another party's books, which the
 * marketplace server never reads. Every Stripe object (customers, payment intents, charges, refunds, payment methods,
 * disputes, prices, subscriptions, invoices, webhook endpoints, events) is one row of `objects` as Stripe would
 * answer it; idempotency keys, the request log and webhook deliveries have their own tables. Each account (one
 * secret key) sees only its own rows, so one stand-in serves many test files side by side.
 */
export const SCHEMA = 'stripe_standin';

const DDL = [
  `create schema if not exists ${SCHEMA}`,
  `create table if not exists ${SCHEMA}.objects (
     account text not null, id text not null, type text not null, data jsonb not null,
     seq bigserial, primary key (account, id))`,
  `create index if not exists objects_by_type on ${SCHEMA}.objects (account, type, seq)`,
  `create table if not exists ${SCHEMA}.idempotency_keys (
     account text not null, key text not null, method text not null, path text not null, params text not null,
     status int not null, body jsonb not null, created_at timestamptz not null default now(), primary key (account, key))`,
  `create table if not exists ${SCHEMA}.requests (
     seq bigserial primary key, account text not null, method text not null, path text not null, idempotency_key text,
     replayed boolean not null, idempotency_error boolean not null, status int not null, at timestamptz not null default now())`,
  `create index if not exists requests_by_account on ${SCHEMA}.requests (account, seq)`,
  `create table if not exists ${SCHEMA}.deliveries (
     id bigserial primary key, account text not null, event_id text not null, endpoint_id text not null,
     attempts int not null default 0, next_attempt_at timestamptz not null default now(), delivered_at timestamptz,
     given_up_at timestamptz, last_status int, last_error text, held boolean not null default false,
     created_at timestamptz not null default now())`,
  `create index if not exists deliveries_pending on ${SCHEMA}.deliveries (next_attempt_at) where delivered_at is null and given_up_at is null`,
  `create index if not exists deliveries_by_account on ${SCHEMA}.deliveries (account, id)`,
];

/** Stripe-like ids: a prefix and 24 letters and digits. */
export function newId(prefix: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return `${prefix}_${[...randomBytes(24)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

/** The account a secret key opens: a stable `acct_…` id derived from the key (the key itself is not stored). */
export function accountOf(secretKey: string): string {
  return `acct_${createHash('sha256').update(secretKey).digest('hex').slice(0, 16)}`;
}

export type StripeObject = Record<string, any> & { id: string; object: string };

export interface Store {
  readonly pool: pg.Pool;
  close(): Promise<void>;
}

export async function openStore(databaseUrl: string): Promise<Store> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 8 });
  // A stand-in whose PostgreSQL restarts reconnects; an idle client's error must not end the process.
  pool.on('error', () => undefined);
  const client = await pool.connect();
  try {
    // Two stand-ins starting on one database at once would race on `create … if not exists`.
    await client.query(`select pg_advisory_lock(hashtext('${SCHEMA}'))`);
    for (const statement of DDL) await client.query(statement);
    await client.query(`select pg_advisory_unlock(hashtext('${SCHEMA}'))`);
  } finally {
    client.release();
  }
  return { pool, close: () => pool.end() };
}

/** Reads of an account's objects, outside a transaction or inside one. */
export class Reader {
  constructor(protected readonly db: pg.Pool | pg.PoolClient, readonly account: string) {}

  async get<T extends StripeObject = StripeObject>(type: string, id: string): Promise<T | null> {
    const { rows } = await this.db.query(`select data from ${SCHEMA}.objects where account = $1 and id = $2 and type = $3`, [this.account, id, type]);
    return (rows[0]?.data as T) ?? null;
  }

  /** Objects of a type, newest first; `where` keeps those whose data contains it (jsonb containment). */
  async list<T extends StripeObject = StripeObject>(type: string, where: Record<string, unknown> = {}, limit = 100): Promise<T[]> {
    const { rows } = await this.db.query(
      `select data from ${SCHEMA}.objects where account = $1 and type = $2 and data @> $3::jsonb order by seq desc limit $4`,
      [this.account, type, JSON.stringify(where), limit],
    );
    return rows.map((r) => r.data as T);
  }
}

/** What an event carries of the API request that caused it. */
export interface RequestOrigin {
  readonly id: string | null;
  readonly idempotencyKey: string | null;
}

/**
 * One request's changes, written in one PostgreSQL transaction with its events and their deliveries: the answer is
 * sent only once all of it is committed, so a stand-in killed at any point has either done a request or not.
 */
export class Tx extends Reader {
  /**
   * `holds(type)`: whether an event of this type starts its deliveries held (a test control): made, not attempted
   * until released. `onDelivery`: told when a delivery was made (the delivery loop is woken once the transaction commits).
   */
  constructor(
    readonly client: pg.PoolClient, account: string, private readonly origin: RequestOrigin, private readonly holds: (type: string) => boolean,
    private readonly onDelivery: () => void,
  ) {
    super(client, account);
  }

  readonly now = Math.floor(Date.now() / 1000);

  async put<T extends StripeObject>(object: T): Promise<T> {
    await this.client.query(
      `insert into ${SCHEMA}.objects (account, id, type, data) values ($1, $2, $3, $4)
       on conflict (account, id) do update set data = excluded.data`,
      [this.account, object.id, object.object, JSON.stringify(object)],
    );
    return object;
  }

  /**
   * An event about `object` (its state now), delivered to every enabled webhook endpoint of the account whose
   * `enabled_events` select it, as Stripe does: a delivery row per endpoint, attempted by the delivery loop.
   */
  async emit(type: string, object: StripeObject, previousAttributes?: Record<string, unknown>): Promise<void> {
    const event = {
      id: newId('evt'), object: 'event', api_version: STRIPE_API_VERSION, created: this.now, type, livemode: false,
      data: { object: structuredClone(object), ...(previousAttributes ? { previous_attributes: previousAttributes } : {}) },
      pending_webhooks: 0, request: { id: this.origin.id, idempotency_key: this.origin.idempotencyKey },
    };
    const endpoints = (await this.list('webhook_endpoint')).filter((e) => e.status === 'enabled' && (e.enabled_events.includes('*') || e.enabled_events.includes(type)));
    event.pending_webhooks = endpoints.length;
    await this.put(event);
    const held = endpoints.length > 0 && this.holds(type);
    for (const endpoint of endpoints) {
      await this.client.query(
        `insert into ${SCHEMA}.deliveries (account, event_id, endpoint_id, held) values ($1, $2, $3, $4)`,
        [this.account, event.id, endpoint.id, held],
      );
      this.onDelivery();
    }
  }
}

/** The API version the stand-in's objects and events follow (the SDK's pinned version). */
export const STRIPE_API_VERSION = '2026-11-18.endive';
