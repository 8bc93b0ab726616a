import { randomUUID } from 'node:crypto';
import { defineIntegrationEvent, type IntegrationEventEnvelope } from '@marketplace/contracts';
import { sql, type Kysely } from 'kysely';
import type { Pool } from 'pg';
import { z } from 'zod';
import { createTestDatabase } from '../../../../../tests/support/database';
import { createDb, createPool } from '../database/database';
import { newEvent, untilReadable } from '../event-store/event-store.contract';
import { Expected, noUpcast, START } from '../event-store/event-store.port';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import { ProjectionRunner } from '../projections/projection-runner';
import { integrationConsumerProjection } from './consumer-projection';
import { createInboxTable } from './inbox';
import { defineConsumer, defineTranslator, publicEvent } from './integration-events';

/**
 * The integration-event plumbing on a real PostgreSQL: a test publisher ("note-" streams → test.noted.v1) and consumers
 * whose effect is deliberately NOT idempotent (a counter per event id), so only the inbox stands between a second
 * delivery and a double effect.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: Pool;
let db: Kysely<any>;
let store: PostgresEventStore;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url, { max: 10 });
  db = createDb(pool);
  store = new PostgresEventStore(pool);
});
afterAll(async () => {
  await store.close();
  await db.destroy();
});

const Noted = defineIntegrationEvent('itest.noted', 1, z.strictObject({ streamId: z.string(), n: z.number().int(), firstN: z.number().int() }));

/** Translates `Noted` store events of streams starting with `prefix`; `firstN` comes from the stream's first event. */
function notesTranslator(prefix: string, publish = Noted) {
  return defineTranslator({
    module: 'itest',
    sourceEventTypes: ['Noted'],
    publishes: [publish],
    async translate(events, source) {
      const mine = events.filter((e) => e.streamId.startsWith(prefix));
      const out: IntegrationEventEnvelope[] = [];
      for (const e of mine) {
        const [first] = await source.readStream(e.streamId, { toVersion: 1 });
        out.push(publicEvent(publish, e, { streamId: e.streamId, n: (e.data as { n: number }).n, firstN: (first.data as { n: number }).n }));
      }
      return out;
    },
  });
}

/** A consumer counting how often it handled each event (no idempotence of its own), and what it was handed. */
function countingConsumer(name: string, schema: string, seen: unknown[] = [], failWhile: () => boolean = () => false) {
  return defineConsumer({
    name,
    schema,
    tables: ['handled'],
    inboxTable: 'handled_inbox',
    subscribesTo: [Noted],
    async handle(tdb, events) {
      if (failWhile()) throw new Error(`${name} is broken`);
      seen.push(...events);
      for (const e of events) {
        await tdb.insertInto('handled').values({ event_id: e.eventId, stream_id: e.data.streamId, n: e.data.n, first_n: e.data.firstN, times: 1 })
          .onConflict((oc) => oc.column('event_id').doUpdateSet({ times: sql`handled.times + 1` })).execute();
      }
    },
  });
}

async function createConsumerTables(schema: string) {
  await sql`create schema ${sql.id(schema)}`.execute(db);
  await sql`create table ${sql.id(schema, 'handled')} (event_id uuid primary key, stream_id text not null, n int not null, first_n int not null, times int not null)`.execute(db);
  await createInboxTable(db, schema, 'handled_inbox');
}

async function appendNotes(prefix: string, streams: number, perStream: number) {
  for (let s = 0; s < streams; s++) {
    const events = Array.from({ length: perStream }, (_, i) => newEvent('Noted', { n: s * 1000 + i }));
    await store.appendToStream(`${prefix}${s}`, events, Expected.noStream);
  }
}

async function handledRows(schema: string) {
  return (await sql<{ event_id: string; times: number; n: number; first_n: number }>`select event_id, times, n, first_n from ${sql.id(schema, 'handled')}`.execute(db)).rows;
}

async function inboxCount(schema: string) {
  return Number((await sql<{ n: string }>`select count(*) as n from ${sql.id(schema, 'handled_inbox')}`.execute(db)).rows[0].n);
}

describe('integration events as checkpointed consumers', () => {
  it('hands each consumer zod-parsed envelopes only, built with the source stream read inside the batch', async () => {
    const prefix = `note-${randomUUID().slice(0, 8)}-`;
    await createConsumerTables('ie_parsed');
    const seen: unknown[] = [];
    const projection = integrationConsumerProjection(countingConsumer('itest.parsed', 'ie_parsed', seen), [notesTranslator(prefix)], noUpcast);
    await appendNotes(prefix, 2, 3);
    const runner = new ProjectionRunner(pool, db, store, [projection], { batchSize: 4 });
    runner.start();
    await runner.waitFor(undefined, ['itest.parsed']);
    await runner.stop();
    expect(seen).toHaveLength(6);
    for (const e of seen) {
      expect(Object.keys(e as object).sort()).toEqual(['brand', 'causationId', 'correlationId', 'data', 'eventId', 'occurredAt', 'type', 'version']);
      expect(Noted.envelope.parse(e)).toEqual(e);
    }
    // Batches of 4 split the second stream: its later events still got the first event's n, read from the store.
    expect((await handledRows('ie_parsed')).every((r) => r.first_n === Math.floor(r.n / 1000) * 1000)).toBe(true);
  });

  it('has each consumer handle each event once in effect when everything is delivered twice', async () => {
    const prefix = `note-${randomUUID().slice(0, 8)}-`;
    await createConsumerTables('ie_twice');
    const projection = integrationConsumerProjection(countingConsumer('itest.twice', 'ie_twice'), [notesTranslator(prefix)], noUpcast);
    await appendNotes(prefix, 10, 10);
    const runner = new ProjectionRunner(pool, db, store, [projection], { batchSize: 37 });
    runner.start();
    await runner.waitFor(undefined, ['itest.twice']);
    // At least once: the checkpoint is set back to the start, so every event is delivered a second time.
    await sql`update platform.projection_checkpoints set transaction_id = '0'::xid8, global_position = 0 where name = 'itest.twice'`.execute(db);
    runner.resume('itest.twice');
    await runner.waitFor(undefined, ['itest.twice']);
    await runner.stop();
    // And a batch handed over twice in one transaction (a redelivery racing its original).
    const batch = (await store.readAll(START, 100_000)).filter((e) => e.streamId.startsWith(prefix)).slice(0, 20);
    await db.transaction().execute(async (trx) => {
      const tdb = trx.withSchema('ie_twice');
      await projection.apply(tdb, batch, { schema: 'ie_twice', mode: 'live' });
      await projection.apply(tdb, [...batch, ...batch], { schema: 'ie_twice', mode: 'live' });
    });
    const rows = await handledRows('ie_twice');
    expect(rows).toHaveLength(100);
    expect(rows.filter((r) => r.times !== 1)).toEqual([]);
    expect(await inboxCount('ie_twice')).toBe(100);
  });

  it('keeps a consumer that keeps failing from blocking the others; it catches up once it works', async () => {
    const prefix = `note-${randomUUID().slice(0, 8)}-`;
    await createConsumerTables('ie_healthy');
    await createConsumerTables('ie_broken');
    let broken = true;
    const translators = [notesTranslator(prefix)];
    const healthy = integrationConsumerProjection(countingConsumer('itest.healthy', 'ie_healthy'), translators, noUpcast);
    const failing = integrationConsumerProjection(countingConsumer('itest.broken', 'ie_broken', [], () => broken), translators, noUpcast);
    await appendNotes(prefix, 5, 4);
    const runner = new ProjectionRunner(pool, db, store, [healthy, failing], { batchSize: 50 });
    runner.start();
    await runner.waitFor(undefined, ['itest.healthy']);
    expect(await handledRows('ie_healthy')).toHaveLength(20);
    expect(await handledRows('ie_broken')).toHaveLength(0);
    expect(await inboxCount('ie_broken')).toBe(0); // the failed batches' inbox rows rolled back with them
    broken = false;
    runner.resume('itest.broken'); // wakes the loop out of its back-off
    await runner.waitFor(undefined, ['itest.broken']);
    await runner.stop();
    const rows = await handledRows('ie_broken');
    expect(rows).toHaveLength(20);
    expect(rows.filter((r) => r.times !== 1)).toEqual([]);
  });

  it('rebuilds a consumer blue/green, inbox included, into identical rows', async () => {
    const prefix = `note-${randomUUID().slice(0, 8)}-`;
    await createConsumerTables('ie_rebuild');
    const projection = integrationConsumerProjection(countingConsumer('itest.rebuild', 'ie_rebuild'), [notesTranslator(prefix)], noUpcast);
    await appendNotes(prefix, 6, 5);
    const runner = new ProjectionRunner(pool, db, store, [projection], { batchSize: 7 });
    runner.start();
    await runner.waitFor(undefined, ['itest.rebuild']);
    await runner.stop();
    const snapshot = async () => ({
      handled: (await handledRows('ie_rebuild')).map((r) => JSON.stringify(r)).sort(),
      inbox: (await sql<{ r: string }>`select to_jsonb(i)::text as r from ie_rebuild.handled_inbox i`.execute(db)).rows.map((r) => r.r).sort(),
    });
    const live = await snapshot();
    expect(live.handled).toHaveLength(30);
    // The log ends with events of a type the consumer does not read: the rebuild's typed pages still reach its end.
    await store.appendToStream(`other-${randomUUID()}`, [newEvent('NotNoted'), newEvent('NotNoted')], Expected.noStream);
    const head = await store.headPosition();
    while ((await store.readAll(START, 1_000_000)).at(-1)?.globalPosition.position !== head.position) await new Promise((r) => setTimeout(r, 20));
    const { events } = await runner.rebuild('itest.rebuild');
    expect(await snapshot()).toEqual(live);
    expect(events).toBe((await store.readAll(START, 1_000_000)).length);
    expect((await runner.status())[0]).toMatchObject({ position: head, lag: 0 });
  });

  it('reads only the store events that can become a subscribed event, and fails a translator that strays from its sourcesOf', async () => {
    const Elsewhere = defineIntegrationEvent('itest.elsewhere', 1, z.strictObject({ n: z.number() }));
    const prefix = `note-${randomUUID().slice(0, 8)}-`;
    await createConsumerTables('ie_sources');
    const notes = notesTranslator(prefix);
    const sourcesOf = { [Noted.type]: ['Noted'], [Elsewhere.type]: ['Other'] };
    const translator = (stray: boolean) => defineTranslator({
      ...notes,
      sourceEventTypes: ['Noted', 'Other'],
      publishes: [Noted, Elsewhere],
      sourcesOf,
      // Every 'Other' event becomes itest.elsewhere; with stray = true, every one also becomes itest.noted.
      translate: async (events, source) => [
        ...(await notes.translate(events.filter((e) => e.type === 'Noted'), source)),
        ...events.filter((e) => e.type === 'Other').flatMap((e) => [
          publicEvent(Elsewhere, e, { n: 1 }),
          ...(stray ? [publicEvent(Noted, e, { streamId: e.streamId, n: 1, firstN: 1 })] : []),
        ]),
      ],
    });
    const honest = integrationConsumerProjection(countingConsumer('itest.sources', 'ie_sources'), [translator(false)], noUpcast);
    expect(honest.eventTypes).toEqual(['Noted']);

    const stray = integrationConsumerProjection(countingConsumer('itest.stray', 'ie_sources'), [translator(true)], noUpcast);
    await store.appendToStream(`${prefix}0`, [newEvent('Noted', { n: 0 }), newEvent('Other')], Expected.noStream);
    const batch = await store.readStream(`${prefix}0`);
    await expect(db.transaction().execute((trx) => stray.apply(trx.withSchema('ie_sources'), batch, { schema: 'ie_sources', mode: 'live' })))
      .rejects.toThrow(/published itest.noted.v1 from Other, which its sourcesOf does not list/);
    expect(await handledRows('ie_sources')).toEqual([]);
  });

  it('refuses a consumer of an event no registered translator publishes, and an envelope that breaks its declaration', async () => {
    const Other = defineIntegrationEvent('itest.other', 1, z.strictObject({ x: z.string() }));
    const lonely = defineConsumer({ name: 'itest.lonely', schema: 'x', tables: [], inboxTable: 'i', subscribesTo: [Other], handle: async () => undefined });
    expect(() => integrationConsumerProjection(lonely, [notesTranslator('note-')], noUpcast)).toThrow(/itest.other.v1, which no registered translator publishes/);

    // A translator bug (data that its declaration refuses) fails the batch rather than reaching the consumer.
    const prefix = `note-${randomUUID().slice(0, 8)}-`;
    await createConsumerTables('ie_invalid');
    const sloppy = defineTranslator({
      ...notesTranslator(prefix),
      translate: async (events) => events.filter((e) => e.streamId.startsWith(prefix)).map((e) => publicEvent(Noted, e, { streamId: e.streamId, n: 0.5, firstN: 0 })),
    });
    const projection = integrationConsumerProjection(countingConsumer('itest.invalid', 'ie_invalid'), [sloppy], noUpcast);
    await appendNotes(prefix, 1, 1);
    await untilReadable(store, `${prefix}0`);
    const runner = new ProjectionRunner(pool, db, store, [projection]);
    await expect(runner.runBatch(projection)).rejects.toThrow(/expected int/i);
    expect(await handledRows('ie_invalid')).toEqual([]);
  });
});
