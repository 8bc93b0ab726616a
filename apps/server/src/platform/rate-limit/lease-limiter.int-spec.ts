import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { MemoryLeaseLimiter, RedisLeaseLimiter, type LeaseLimiter } from './lease-limiter';

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1 });
afterAll(() => redis.quit());

const MIN = 60_000;
const T0 = 1_800_000_000_000;

describe.each<[string, () => LeaseLimiter]>([
  ['memory', () => new MemoryLeaseLimiter()],
  ['Redis', () => new RedisLeaseLimiter(redis, `test-${randomUUID()}`)],
])('lease limiter (%s)', (_driver, make) => {
  let leases: LeaseLimiter;
  let key: string;
  beforeEach(() => {
    leases = make();
    key = `buyer-${randomUUID()}`;
  });

  it('grants up to max live leases, then answers when the earliest ends; an ended lease frees its place', async () => {
    expect(await leases.claim(key, 'a', T0, T0 + 30 * MIN, 2)).toEqual({ granted: true, fresh: true });
    expect(await leases.claim(key, 'b', T0 + MIN, T0 + 31 * MIN, 2)).toEqual({ granted: true, fresh: true });
    expect(await leases.claim(key, 'c', T0 + 2 * MIN, T0 + 32 * MIN, 2)).toEqual({ granted: false, retryAtMs: T0 + 30 * MIN });
    // A member already holding renews whatever the count, and never ends earlier than it did.
    expect(await leases.claim(key, 'a', T0 + 2 * MIN, T0 + 10 * MIN, 2)).toEqual({ granted: true, fresh: false });
    expect(await leases.claim(key, 'c', T0 + 29 * MIN, T0 + 59 * MIN, 2)).toMatchObject({ granted: false, retryAtMs: T0 + 30 * MIN });
    expect(await leases.claim(key, 'c', T0 + 30 * MIN, T0 + 60 * MIN, 2)).toEqual({ granted: true, fresh: true });
  });

  it('a release frees the place at once; keys are separate', async () => {
    await leases.claim(key, 'a', T0, T0 + 30 * MIN, 1);
    expect(await leases.claim(key, 'b', T0, T0 + 30 * MIN, 1)).toMatchObject({ granted: false });
    expect(await leases.claim(`${key}-other`, 'b', T0, T0 + 30 * MIN, 1)).toMatchObject({ granted: true });
    await leases.release(key, 'a');
    expect(await leases.claim(key, 'b', T0, T0 + 30 * MIN, 1)).toEqual({ granted: true, fresh: true });
  });

  it('claims at once never grant more than max', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => leases.claim(key, `v${i}`, T0, T0 + 30 * MIN, 3)));
    expect(answers.filter((a) => a.granted)).toHaveLength(3);
  });
});

it('the Redis key ends with its latest lease', async () => {
  const namespace = `test-${randomUUID()}`;
  const leases = new RedisLeaseLimiter(redis, namespace);
  const now = Date.now();
  await leases.claim('k', 'a', now, now + 5_000, 3);
  await leases.claim('k', 'b', now, now + 9_000, 3);
  const ttl = await redis.pttl(`lease:${namespace}:k`);
  expect(ttl).toBeGreaterThan(7_000);
  expect(ttl).toBeLessThanOrEqual(9_000);
});
