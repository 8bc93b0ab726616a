import { MemoryRateLimiter, assertNotThrottled, consume, record } from './rate-limiter';

describe('memory rate limiter', () => {
  it('counts hits per fixed window and resets after it', async () => {
    let now = 1_000_000;
    const limiter = new MemoryRateLimiter(() => now);
    const rule = { limit: 2, windowSeconds: 60 };
    await consume(limiter, [{ key: 'k', rule }]);
    await consume(limiter, [{ key: 'k', rule }]);
    await expect(consume(limiter, [{ key: 'k', rule }])).rejects.toMatchObject({ code: 'rate_limit.exceeded', details: { retryAfterSeconds: 60 } });
    now += 30_000;
    await expect(assertNotThrottled(limiter, [{ key: 'k', rule }])).rejects.toMatchObject({ details: { retryAfterSeconds: 30 } });
    now += 30_001;
    await expect(assertNotThrottled(limiter, [{ key: 'k', rule }])).resolves.toBeUndefined();
  });
  it('record counts without refusing; reset clears', async () => {
    const limiter = new MemoryRateLimiter();
    const rule = { limit: 1, windowSeconds: 60 };
    await record(limiter, [{ key: 'x', rule }, { key: 'y', rule }]);
    await record(limiter, [{ key: 'x', rule }]);
    expect((await limiter.peek('x', rule)).count).toBe(2);
    await limiter.reset('x');
    expect((await limiter.peek('x', rule)).count).toBe(0);
  });
});
