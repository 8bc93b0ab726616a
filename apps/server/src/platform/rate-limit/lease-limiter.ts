import type { Redis } from 'ioredis';
import { within } from '../async/within';

/** A claim's answer: granted (`fresh`: this call added the member), or refused until the earliest lease ends. */
export type LeaseClaim = { readonly granted: true; readonly fresh: boolean } | { readonly granted: false; readonly retryAtMs: number };

/**
 * At most `max` live leases per key (e.g. the vehicles one buyer holds at once): each lease is a member with an end
 * time; ended leases free their place on their own. A throttle, not a record: the event store stays the truth about
 * who holds what, and losing the leases (a Redis restart) only forgets the limit for a while. Two drivers, like the
 * rate limiter: Redis (shared by every instance) and in-memory (one process; the embedded demo).
 */
export interface LeaseLimiter {
  /** Claims (or renews, never shortening) `member`'s lease on `key` until `untilMs`, if fewer than `max` others are live at `nowMs`. */
  claim(key: string, member: string, nowMs: number, untilMs: number, max: number): Promise<LeaseClaim>;
  release(key: string, member: string): Promise<void>;
}

export const LEASE_LIMITER = Symbol('LEASE_LIMITER');

export class MemoryLeaseLimiter implements LeaseLimiter {
  private readonly leases = new Map<string, Map<string, number>>();

  async claim(key: string, member: string, nowMs: number, untilMs: number, max: number): Promise<LeaseClaim> {
    const live = this.leases.get(key) ?? new Map<string, number>();
    for (const [m, end] of live) if (end <= nowMs) live.delete(m);
    const current = live.get(member);
    if (current === undefined && live.size >= max) return { granted: false, retryAtMs: Math.min(...live.values()) };
    live.set(member, Math.max(current ?? 0, untilMs));
    this.leases.set(key, live);
    return { granted: true, fresh: current === undefined };
  }

  async release(key: string, member: string): Promise<void> {
    const live = this.leases.get(key);
    live?.delete(member);
    if (live?.size === 0) this.leases.delete(key);
  }
}

// Drop ended leases; renew a live member (GT: never earlier) or add one while there is room; else answer the earliest
// end. The key lives as long as its latest lease. One round trip, atomic.
const CLAIM_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[2])
local current = redis.call('ZSCORE', KEYS[1], ARGV[1])
if not current and redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then
  return {0, redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')[2]}
end
redis.call('ZADD', KEYS[1], 'GT', ARGV[3], ARGV[1])
redis.call('PEXPIREAT', KEYS[1], redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')[2])
return {1, current and 0 or 1}`;

/** Leases in Redis sorted sets, namespaced per deployment; when Redis does not answer, the in-memory driver stands in. */
export class RedisLeaseLimiter implements LeaseLimiter {
  private readonly fallback = new MemoryLeaseLimiter();

  constructor(private readonly redis: Redis, private readonly namespace: string, private readonly timeoutMs = 500) {}

  async claim(key: string, member: string, nowMs: number, untilMs: number, max: number): Promise<LeaseClaim> {
    try {
      const [granted, value] = (await within(this.timeoutMs, this.redis.eval(CLAIM_SCRIPT, 1, this.k(key), member, String(nowMs), String(untilMs), String(max)),
        'redis timeout')) as [number, number | string];
      return granted === 1 ? { granted: true, fresh: Number(value) === 1 } : { granted: false, retryAtMs: Number(value) };
    } catch {
      return this.fallback.claim(key, member, nowMs, untilMs, max);
    }
  }

  async release(key: string, member: string): Promise<void> {
    await this.fallback.release(key, member);
    try {
      await within(this.timeoutMs, this.redis.zrem(this.k(key), member), 'redis timeout');
    } catch {
      /* the lease ends on its own */
    }
  }

  private k(key: string) {
    return `lease:${this.namespace}:${key}`;
  }
}
