import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Pool, PoolClient } from 'pg';
import { newEvent } from '../../apps/server/src/platform/event-store/event-store.contract';
import { Expected } from '../../apps/server/src/platform/event-store/event-store.port';
import type { PostgresEventStore } from '../../apps/server/src/platform/event-store/postgres-event-store';

/** What the event-store benches share: the 8-writer throughput loop, the appended event, the rebuild projection. */

export const WRITERS = 8;
const BENCH_DATA = { make: 'Toyota', model: 'RAV4', priceCents: 3_899_900 };

/** Runs `op` from `writers` concurrent loops for `seconds`; returns operations per second. */
export async function throughput(writers: number, seconds: number, op: (writer: number, i: number) => Promise<unknown>): Promise<number> {
  const until = Date.now() + seconds * 1000;
  let count = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: writers }, async (_, w) => {
    for (let i = 0; Date.now() < until; i++) {
      await op(w, i);
      count++;
    }
  }));
  return count / ((performance.now() - started) / 1000);
}

/** The raw-INSERT baseline's table: one identity key, the same payload columns as an event. */
export async function createInsertBaselineTable(db: Kysely<any>): Promise<void> {
  await sql`create table if not exists bench_rows (id bigint generated always as identity primary key, stream_id text not null, data jsonb not null, metadata jsonb not null)`.execute(db);
}

/**
 * One round of each side, alternated by the caller so neither always runs on a warmer cache: 8 writers of
 * single-row INSERT transactions, then 8 writers of one-event appends to new streams. Answers both rates.
 */
export async function appendRound(pool: Pool, store: PostgresEventStore, seconds: number): Promise<{ inserts: number; appends: number }> {
  const inserts = await throughput(WRITERS, seconds, async () => {
    const e = newEvent('Bench', BENCH_DATA);
    await pool.query('insert into bench_rows (stream_id, data, metadata) values ($1, $2, $3)', [`b-${randomUUID()}`, JSON.stringify(e.data), JSON.stringify(e.metadata)]);
  });
  const appends = await throughput(WRITERS, seconds, () => store.appendToStream(`bench-${randomUUID()}`, [newEvent('Bench', BENCH_DATA)], Expected.noStream));
  return { inserts, appends };
}

/** Runs `fn` on one connection without the pool's statement timeout (bulk loads and vacuums of the scale runs). */
export async function withoutTimeout<T>(pool: Pool, fn: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('set statement_timeout = 0');
    return await fn(client);
  } finally {
    await client.query('reset statement_timeout').catch(() => undefined);
    client.release();
  }
}

/**
 * Fills the log with `total` 'Counted' events, `perStream` to a stream, straight in SQL (what the scale runs need
 * before they measure: a million appends through the store would take minutes). Chunks of 200,000 rows, one
 * transaction each, as several writers' transactions would have left them. Returns once readers can see them all
 * (no older transaction anywhere on the server still open: the log's readers never pass one).
 */
export async function fillLog(pool: Pool, total: number, prefix = `fill-${randomUUID().slice(0, 8)}`, perStream = 50): Promise<void> {
  const chunk = 200_000;
  await withoutTimeout(pool, async (client) => {
    for (let from = 0; from < total; from += chunk) {
      const to = Math.min(total, from + chunk) - 1;
      await client.query(`with s as (
          insert into eventstore.streams (stream_id, version)
          select $1 || '-' || s, $4 from generate_series($2::int / $4, $3::int / $4) s
          on conflict (stream_id) do update set version = excluded.version)
        insert into eventstore.events (stream_id, stream_version, event_id, type, data, metadata)
        select $1 || '-' || (g / $4), g % $4 + 1, id, 'Counted', jsonb_build_object('i', g % $4, 'amountCents', 1000 + g % $4),
               jsonb_build_object('eventId', id, 'correlationId', id, 'causationId', null, 'actor', 'user-1', 'brand', 'default',
                                  'occurredAt', '2026-11-20T12:00:00.000Z')
          from (select g, gen_random_uuid() as id from generate_series($2::int, $3::int) g) x`, [prefix, from, to, perStream]);
    }
    await client.query('vacuum analyze eventstore.events');
  });
  await untilReadable(pool);
}

/**
 * Waits until readers of the log can see every stored event: none is at or above the oldest transaction still open
 * on the server (another test's, on a shared machine), which the log's readers never pass.
 */
export async function untilReadable(pool: Pool): Promise<void> {
  const deadline = Date.now() + 120_000;
  const hidden = async () => Number((await pool.query(`select count(*) as n from eventstore.events
    where transaction_id >= pg_snapshot_xmin(pg_current_snapshot())`)).rows[0].n);
  while ((await hidden()) > 0) {
    if (Date.now() > deadline) throw new Error('stored events stayed invisible to readers for 2 minutes (a transaction left open?)');
    await new Promise((r) => setTimeout(r, 50));
  }
}
