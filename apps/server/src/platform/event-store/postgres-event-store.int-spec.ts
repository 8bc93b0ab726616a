import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { createTestDatabase } from '../../../../../tests/support/database';
import { createPool } from '../database/database';
import { eventStoreContract } from './event-store.contract';
import { Expected, upcasterFrom } from './event-store.port';
import { PostgresEventStore } from './postgres-event-store';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const pools: Pool[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
  await database.drop();
});

eventStoreContract({
  name: 'PostgreSQL',
  // 50 concurrent appends to one stream with the same expected version (issue #2).
  concurrentWriters: 50,
  create: async (options) => {
    const pool = createPool(database.url, { max: 60 });
    pools.push(pool);
    return new PostgresEventStore(pool, options?.upcasters ? upcasterFrom(options.upcasters) : undefined);
  },
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
    ])).toBe(true);
    expect((await store.readStream(a)).map((e) => [e.type, e.streamVersion])).toEqual([['A1', 1], ['A2', 2], ['A3', 3]]);
    // The streams rows moved too: a single append at the next version goes in.
    await expect(store.appendToStream(b, [event('B4')], Expected.exact(3))).resolves.toMatchObject({ nextExpectedVersion: 4 });

    // One stale version (b is at 4): nothing is written, a's version is untouched.
    expect(await store.appendToStreams([
      { streamId: a, expectedVersion: 3, events: [event('A4')] },
      { streamId: b, expectedVersion: 3, events: [event('B-stale')] },
    ])).toBe(false);
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
    ])).toBe(false);
    expect((await store.readStream(b)).map((e) => e.type)).toEqual(['B1', 'B2']);
    await expect(store.appendToStream(b, [event('B3')], Expected.exact(2))).resolves.toMatchObject({ nextExpectedVersion: 3 });
  });
});
