import { type Kysely, sql } from 'kysely';
import type { Pool } from 'pg';
import { type EventStore, type GlobalPosition, readPageOfTypes, START, type TypedPage } from '../../event-store/event-store.port';
import { copyRows } from '../../database/copy-rows';
import type { Projection, ProjectionContext } from '../projection';
import { CHECKPOINT_CHANNEL } from './control-connection';
import { kyselyOn } from './kysely-on';

const lockKey = (name: string) => sql<number>`hashtext(${'projection:' + name})`;
const DEADLOCK_DETECTED = '40P01';
const SWAP_ATTEMPTS = 5;

export interface RebuildParts {
  readonly pool: Pool;
  readonly db: Kysely<any>;
  readonly store: EventStore;
  readonly batchSize: number;
}

/**
 * Blue/green rebuild (rule 8): replay the whole log into fresh copies of the projection's tables in a staging
 * schema, in batches, while the live tables keep serving; then, holding the projection's lock, apply the tail,
 * swap the tables in and set the checkpoint, all in one transaction. Answers the events read and the checkpoint set.
 */
export async function rebuildProjection(
  parts: RebuildParts, p: Projection, onProgress?: (events: number) => void,
): Promise<{ events: number; position: GlobalPosition }> {
  const name = p.name;
  const staging = `${p.schema}__rebuild`;
  await sql`create schema if not exists ${sql.id(staging)}`.execute(parts.db);
  for (const table of p.tables) {
    await sql`drop table if exists ${sql.id(staging, table)}`.execute(parts.db);
    await sql`create table ${sql.id(staging, table)} (like ${sql.id(p.schema, table)} including all)`.execute(parts.db);
  }
  // One connection for the whole replay and the swap: `copyRows` streams into the batch's own transaction.
  const client = await parts.pool.connect();
  const db = kyselyOn(client);
  const ctx: ProjectionContext = {
    schema: staging, mode: 'rebuild', copyRows: (table, rows, types) => copyRows(client, staging, table, rows, types),
  };
  let position = START;
  let count = 0;
  type PreparedPage = TypedPage & { readonly prepared?: unknown };
  const applyBatch = async (page: PreparedPage) => {
    if (page.events.length > 0) await p.apply(db.withSchema(staging), page.events, ctx, page.prepared);
    position = page.end ?? position;
    count += page.scanned;
    onProgress?.(count);
  };
  const inTransaction = async (work: () => Promise<void>) => {
    await client.query('begin');
    try {
      await work();
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
  };
  // A projection of some event types reads pages of the log with only those decoded (decoding bounds a rebuild).
  const readFrom = async (after: GlobalPosition): Promise<PreparedPage> => {
    const page = await readPageOfTypes(parts.store, after, parts.batchSize, p.eventTypes);
    return p.prepare && page.events.length > 0 ? { ...page, prepared: await p.prepare(parts.db, page.events) } : page;
  };
  try {
    // The replay reads and prepares the next page while the current one is applied (reading, decoding and
    // translating are the Node side's work, applying mostly PostgreSQL's). The staging batches commit without waiting
    // for their WAL flush: until the swap below, which commits synchronously, nothing reads them, and a crash only
    // loses a staging copy the next rebuild drops.
    let next = readFrom(START);
    for (;;) {
      const page = await next;
      if (!page.end) break;
      next = readFrom(page.end);
      next.catch(() => undefined); // awaited on the next turn; not an unhandled rejection if this batch throws first
      await inTransaction(async () => {
        await client.query('set local synchronous_commit = off');
        await applyBatch(page);
      });
    }
    // The swap takes its tables' exclusive locks one by one, while other transactions (a consumer that reads them, a
    // query) may take them in another order: PostgreSQL then breaks the deadlock by failing one side. When it is the
    // swap, nothing of it stays (one transaction): it starts again from where its last page began.
    const swapFrom = { position, count };
    for (let attempt = 1; ; attempt++) {
      try {
        await inTransaction(swap);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== DEADLOCK_DETECTED || attempt === SWAP_ATTEMPTS) throw error;
        ({ position, count } = swapFrom);
      }
    }
  } finally {
    client.release();
  }
  return { events: count, position };

  async function swap() {
    await sql`select pg_advisory_xact_lock(${lockKey(name)})`.execute(db);
    for (;;) {
      const page = await readFrom(position);
      if (!page.end) break;
      await applyBatch(page);
    }
    for (const table of p.tables) {
      await sql`drop table ${sql.id(p.schema, table)}`.execute(db);
      await sql`alter table ${sql.id(staging, table)} set schema ${sql.id(p.schema)}`.execute(db);
    }
    await sql`insert into platform.projection_checkpoints (name, transaction_id, global_position, updated_at)
              values (${name}, ${position.transactionId}::xid8, ${position.position}, now())
              on conflict (name) do update set transaction_id = excluded.transaction_id,
                global_position = excluded.global_position, updated_at = now()`.execute(db);
    await sql`select pg_notify(${CHECKPOINT_CHANNEL}, '')`.execute(db);
  }
}
