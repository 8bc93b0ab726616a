import type { Pool } from 'pg';
import { createTestDatabase } from '../../../../../tests/support/database';
import { createPool } from '../database/database';
import { eventStoreContract } from './event-store.contract';
import { upcasterFrom } from './event-store.port';
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
