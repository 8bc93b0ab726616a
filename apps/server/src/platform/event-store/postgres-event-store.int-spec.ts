import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { createTestDatabase } from '../../../../../tests/support/database';
import { createPool } from '../database/database';
import { eventStoreContract } from './event-store.contract';
import { Expected, upcasterFrom } from './event-store.port';
import { PostgresEventStore, type PostgresEventStoreOptions } from './postgres-event-store';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const pools: Pool[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
});

/** The contract against a store on a pool of its own; 50 concurrent appends to one stream with one expected version (issue #2). */
const contractOn = (name: string, poolSize: number, options: PostgresEventStoreOptions = {}) => eventStoreContract({
  name,
  concurrentWriters: 50,
  create: async (factoryOptions) => {
    const pool = createPool(database.url, { max: poolSize });
    pools.push(pool);
    return new PostgresEventStore(pool, factoryOptions?.upcasters ? upcasterFrom(factoryOptions.upcasters) : undefined, options);
  },
});

contractOn('PostgreSQL', 60);
// The same contract with one append statement in flight: every append that meets another on the wire waits and goes
// in with the others as one statement (ADR 0052), and must answer exactly as it does alone.
contractOn('PostgreSQL, concurrent appends in one statement', 8, { appendsInFlight: 1 });

describe('PostgreSQL: concurrent appends go in together, each with its own answer', () => {
  let store: PostgresEventStore;
  let pool: Pool;
  const event = (type: string, id = randomUUID(), data: unknown = { type }) => ({
    type, data, metadata: { eventId: id, correlationId: 'c', causationId: null, actor: null, impersonator: null, brand: null, occurredAt: '2026-12-02T00:00:00.000Z' },
  });
  const stream = () => `together-${randomUUID()}`;
  const transactionsOf = async (streams: string[]) => (await pool.query<{ stream_id: string; transaction_id: string }>(
    'select stream_id, transaction_id::text from eventstore.events where stream_id = any($1)', [streams])).rows;

  beforeAll(() => {
    pool = createPool(database.url, { max: 4 });
    pools.push(pool);
    store = new PostgresEventStore(pool, undefined, { appendsInFlight: 1 });
  });

  /** Appends submitted while `first` is on the wire: with one statement in flight they all leave in the next one. */
  async function behindOne<T>(appends: () => Promise<T>[]): Promise<PromiseSettledResult<T>[]> {
    const first = store.appendToStream(stream(), [event('First')], Expected.noStream);
    const rest = appends();
    await first;
    return Promise.allSettled(rest);
  }

  it('writes appends to many new streams in one transaction, each answered with its version and last position', async () => {
    const streams = Array.from({ length: 6 }, stream);
    const results = await behindOne(() => streams.map((s, i) => store.appendToStream(s, Array.from({ length: i + 1 }, (_, k) => event(`E${k}`)), Expected.noStream)));
    const written = await transactionsOf(streams);
    expect(new Set(written.map((r) => r.transaction_id)).size).toBe(1);
    for (const [i, s] of streams.entries()) {
      const r = results[i];
      if (r.status !== 'fulfilled') throw r.reason;
      const events = await store.readStream(s);
      expect(events.map((e) => [e.type, e.streamVersion])).toEqual(Array.from({ length: i + 1 }, (_, k) => [`E${k}`, k + 1]));
      expect(r.value).toEqual({ nextExpectedVersion: i + 1, position: events.at(-1)!.globalPosition, duplicate: false });
    }
  });

  it("puts in every append whose expectation holds and answers the others as alone: one caller's conflict is its own", async () => {
    const [exact, stale, exists, missing, taken, retried] = Array.from({ length: 6 }, stream);
    for (const s of [exact, stale, exists, taken]) await store.appendToStream(s, [event('Created')], Expected.noStream);
    const stored = [event('Stored'), event('Stored2')];
    await store.appendToStream(retried, stored, Expected.noStream);
    const [a, b, c, d, e, f, g] = await behindOne(() => [
      store.appendToStream(exact, [event('Next')], Expected.exact(1)),
      store.appendToStream(stale, [event('Stale')], Expected.exact(5)),
      store.appendToStream(exists, [event('Next')], Expected.exists),
      store.appendToStream(missing, [event('Nope')], Expected.exists),
      store.appendToStream(taken, [event('Again')], Expected.noStream),
      store.appendToStream(retried, stored, Expected.noStream),
      store.appendToStream(stream(), [event('New')], Expected.noStream),
    ]);
    expect(a).toMatchObject({ status: 'fulfilled', value: { nextExpectedVersion: 2, duplicate: false } });
    expect(b).toMatchObject({ status: 'rejected', reason: { code: 'eventstore.wrong_expected_version', actual: 1 } });
    expect(c).toMatchObject({ status: 'fulfilled', value: { nextExpectedVersion: 2 } });
    expect(d).toMatchObject({ status: 'rejected', reason: { code: 'eventstore.wrong_expected_version', actual: null } });
    expect(e).toMatchObject({ status: 'rejected', reason: { code: 'eventstore.wrong_expected_version', actual: 1 } });
    expect(f).toMatchObject({ status: 'fulfilled', value: { nextExpectedVersion: 2, duplicate: true } });
    expect(g).toMatchObject({ status: 'fulfilled', value: { nextExpectedVersion: 1 } });
    expect((await store.readStream(stale)).map((x) => x.type)).toEqual(['Created']);
    expect((await store.readStream(taken)).map((x) => x.type)).toEqual(['Created']);
    expect((await store.readStream(retried)).map((x) => x.type)).toEqual(['Stored', 'Stored2']);
    expect(await store.readStream(missing)).toEqual([]);
    // The three that went in share one transaction: they were one statement.
    const nexts = (await pool.query<{ transaction_id: string }>(
      `select transaction_id::text from eventstore.events where stream_id = any($1) and stream_version = 2`, [[exact, exists]])).rows;
    expect(nexts).toHaveLength(2);
    expect(new Set(nexts.map((r) => r.transaction_id)).size).toBe(1);
  });

  it('answers each append alone when PostgreSQL refuses the statement for one of them: only that caller fails', async () => {
    const [good, bad, other] = Array.from({ length: 3 }, stream);
    // jsonb refuses a NUL character: the whole statement is rolled back, then each append goes in (or fails) alone.
    const [a, b, c] = await behindOne(() => [
      store.appendToStream(good, [event('Good')], Expected.noStream),
      store.appendToStream(bad, [event('Bad', randomUUID(), { text: 'a\u0000b' })], Expected.noStream),
      store.appendToStream(other, [event('Good')], Expected.noStream),
    ]);
    expect(a.status).toBe('fulfilled');
    expect(b).toMatchObject({ status: 'rejected', reason: { code: '22P05' } });
    expect(c.status).toBe('fulfilled');
    expect(await store.readStream(bad)).toEqual([]);
    expect((await store.readStream(good)).map((x) => x.type)).toEqual(['Good']);
  });

  it('answers an append whose event id is stored already as the retry it is, and puts the others in', async () => {
    const taken = randomUUID();
    const holder = await store.appendToStream(stream(), [event('Holder', taken)], Expected.noStream);
    const [again, fine] = [stream(), stream()];
    // The events' unique event id refuses the whole statement; alone, the append is found stored (rule 4).
    const [a, b] = await behindOne(() => [
      store.appendToStream(again, [event('Again', taken)], Expected.noStream),
      store.appendToStream(fine, [event('Fine')], Expected.noStream),
    ]);
    expect(a).toMatchObject({ status: 'fulfilled', value: { duplicate: true, position: holder.position } });
    expect(b).toMatchObject({ status: 'fulfilled', value: { duplicate: false, nextExpectedVersion: 1 } });
    expect(await store.readStream(again)).toEqual([]);
    expect((await store.readStream(fine)).map((x) => x.type)).toEqual(['Fine']);
  });

  it('keeps one append per stream per statement: two callers racing on a stream get one winner, in any mix with others', async () => {
    const s = stream();
    await store.appendToStream(s, [event('Created')], Expected.noStream);
    const others = Array.from({ length: 4 }, stream);
    const results = await behindOne(() => [
      store.appendToStream(s, [event('A')], Expected.exact(1)),
      ...others.map((o) => store.appendToStream(o, [event('O')], Expected.noStream)),
      store.appendToStream(s, [event('B')], Expected.exact(1)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
    expect((await store.readStream(s)).map((x) => x.type)).toEqual(['Created', 'A']);
  });
});

describe('PostgreSQL: batches over many existing streams', () => {
  let store: PostgresEventStore;
  const event = (type: string, id = randomUUID()) => ({
    type, data: { type }, metadata: { eventId: id, correlationId: 'c', causationId: null, actor: null, impersonator: null, brand: null, occurredAt: '2026-11-27T00:00:00.000Z' },
  });

  beforeAll(() => {
    const pool = createPool(database.url, { max: 4 });
    pools.push(pool);
    store = new PostgresEventStore(pool);
  });

  async function twoStreams() {
    const [a, b] = [`batch-${randomUUID()}`, `batch-${randomUUID()}`];
    await store.appendToStream(a, [event('A1')], Expected.noStream);
    await store.appendToStream(b, [event('B1'), event('B2')], Expected.noStream);
    return [a, b];
  }

  it('reads several streams in one call, each in version order', async () => {
    const [a, b] = await twoStreams();
    const read = await store.readStreams([a, b, 'batch-missing']);
    expect([...read.keys()].sort()).toEqual([a, b].sort());
    expect(read.get(b)!.map((e) => [e.type, e.streamVersion])).toEqual([['B1', 1], ['B2', 2]]);
  });

  it('appends to every stream at its expected version, or to none', async () => {
    const [a, b] = await twoStreams();
    expect(await store.appendToStreams([
      { streamId: a, expectedVersion: 1, events: [event('A2'), event('A3')] },
      { streamId: b, expectedVersion: 2, events: [event('B3')] },
    ])).not.toBeNull();
    expect((await store.readStream(a)).map((e) => [e.type, e.streamVersion])).toEqual([['A1', 1], ['A2', 2], ['A3', 3]]);
    // The streams rows moved too: a single append at the next version goes in.
    await expect(store.appendToStream(b, [event('B4')], Expected.exact(3))).resolves.toMatchObject({ nextExpectedVersion: 4 });

    // One stale version (b is at 4): nothing is written, a's version is untouched.
    expect(await store.appendToStreams([
      { streamId: a, expectedVersion: 3, events: [event('A4')] },
      { streamId: b, expectedVersion: 3, events: [event('B-stale')] },
    ])).toBeNull();
    expect((await store.readStream(a)).map((e) => e.type)).toEqual(['A1', 'A2', 'A3']);
    await expect(store.appendToStream(a, [event('A4')], Expected.exact(3))).resolves.toMatchObject({ nextExpectedVersion: 4 });
  });

  it('refuses, writing nothing, a batch whose event id is stored already (a retried batch)', async () => {
    const [a, b] = await twoStreams();
    const stored = randomUUID();
    await store.appendToStream(a, [event('A2', stored)], Expected.exact(1));
    expect(await store.appendToStreams([
      { streamId: a, expectedVersion: 2, events: [event('A3', stored)] },
      { streamId: b, expectedVersion: 2, events: [event('B3')] },
    ])).toBeNull();
    expect((await store.readStream(b)).map((e) => e.type)).toEqual(['B1', 'B2']);
    await expect(store.appendToStream(b, [event('B3')], Expected.exact(2))).resolves.toMatchObject({ nextExpectedVersion: 3 });
  });
});
