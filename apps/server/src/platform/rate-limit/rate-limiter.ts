import { DomainError } from '@marketplace/domain';
import type { Redis } from 'ioredis';
import { within } from '../async/within';

/** At most `limit` hits per fixed window of `windowSeconds`. */
export interface RateRule {
  readonly limit: number;
  readonly windowSeconds: number;
}

export interface RateState {
  /** Hits counted in the current window (after this hit, for `hit`). */
  readonly count: number;
  /** Seconds until the window resets. */
  readonly resetInSeconds: number;
}

/**
 * Counters for throttling (issue #3: login, recovery, SMS, activation). Two drivers: Redis (shared by every instance;
 * chosen when REDIS_URL is set) and in-memory (one process; tests and the embedded demo). Keys must not contain
 * personal data: callers pass keyed hashes or ids.
 */
export interface RateLimiter {
  /** Counts one hit and returns the state after it. */
  hit(key: string, rule: RateRule): Promise<RateState>;
  /** The state without counting. */
  peek(key: string, rule: RateRule): Promise<RateState>;
  reset(key: string): Promise<void>;
}

export const RATE_LIMITER = Symbol('RATE_LIMITER');

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = Date.now();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, rule: RateRule): Promise<RateState> {
    this.sweep();
    const t = this.now();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= t) {
      w = { count: 0, resetAt: t + rule.windowSeconds * 1000 };
      this.windows.set(key, w);
    }
    w.count += 1;
    return { count: w.count, resetInSeconds: Math.max(1, Math.ceil((w.resetAt - t) / 1000)) };
  }

  async peek(key: string, rule: RateRule): Promise<RateState> {
    const t = this.now();
    const w = this.windows.get(key);
    if (!w || w.resetAt <= t) return { count: 0, resetInSeconds: rule.windowSeconds };
    return { count: w.count, resetInSeconds: Math.max(1, Math.ceil((w.resetAt - t) / 1000)) };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private sweep() {
    const t = this.now();
    if (t - this.lastSweep < 60_000) return;
    this.lastSweep = t;
    for (const [k, w] of this.windows) if (w.resetAt <= t) this.windows.delete(k);
  }
}

// INCR, start the window on the first hit, repair a key that lost its expiry. One round trip, atomic.
const HIT_SCRIPT = `
local c = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if c == 1 or ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {c, ttl}`;

/**
 * Redis fixed windows, namespaced per deployment. When Redis does not answer, it falls back to the in-memory
 * driver (throttling per instance) rather than failing requests or letting attempts through uncounted.
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly fallback = new MemoryRateLimiter();

  constructor(private readonly redis: Redis, private readonly namespace: string, private readonly timeoutMs = 500) {}

  async hit(key: string, rule: RateRule): Promise<RateState> {
    try {
      const [count, ttl] = (await this.within(this.redis.eval(HIT_SCRIPT, 1, this.k(key), String(rule.windowSeconds * 1000)))) as [number, number];
      return { count: Number(count), resetInSeconds: Math.max(1, Math.ceil(Number(ttl) / 1000)) };
    } catch {
      return this.fallback.hit(key, rule);
    }
  }

  async peek(key: string, rule: RateRule): Promise<RateState> {
    try {
      const [[, count], [, ttl]] = (await this.within(this.redis.multi().get(this.k(key)).pttl(this.k(key)).exec())) as [[unknown, string | null], [unknown, number]];
      if (!count || Number(ttl) <= 0) return { count: 0, resetInSeconds: rule.windowSeconds };
      return { count: Number(count), resetInSeconds: Math.max(1, Math.ceil(Number(ttl) / 1000)) };
    } catch {
      return this.fallback.peek(key, rule);
    }
  }

  async reset(key: string): Promise<void> {
    await this.fallback.reset(key);
    try {
      await this.within(this.redis.del(this.k(key)));
    } catch {
      /* the window expires on its own */
    }
  }

  private k(key: string) {
    return `rl:${this.namespace}:${key}`;
  }

  private within<T>(p: Promise<T>): Promise<T> {
    return within(this.timeoutMs, p, 'redis timeout');
  }
}

export interface ThrottleCheck {
  readonly key: string;
  readonly rule: RateRule;
}

/** The 429 every throttled route answers: problem code `rate_limit.exceeded` with `retryAfterSeconds`. */
export function tooManyRequests(retryAfterSeconds: number): DomainError {
  return new DomainError('rate_limit.exceeded', 'too_many_requests', 'Too many attempts. Please wait and try again', undefined, { retryAfterSeconds });
}

/** Refuses (429) when any counter already reached its limit. Counts nothing. */
export async function assertNotThrottled(limiter: RateLimiter, checks: readonly ThrottleCheck[]): Promise<void> {
  const states = await Promise.all(checks.map((c) => limiter.peek(c.key, c.rule).then((s) => ({ ...s, limit: c.rule.limit }))));
  const over = states.filter((s) => s.count >= s.limit);
  if (over.length > 0) throw tooManyRequests(Math.max(...over.map((s) => s.resetInSeconds)));
}

/** Counts one hit on every counter, refusing (429) when any goes over its limit. */
export async function consume(limiter: RateLimiter, checks: readonly ThrottleCheck[]): Promise<void> {
  const states = await Promise.all(checks.map((c) => limiter.hit(c.key, c.rule).then((s) => ({ ...s, limit: c.rule.limit }))));
  const over = states.filter((s) => s.count > s.limit);
  if (over.length > 0) throw tooManyRequests(Math.max(...over.map((s) => s.resetInSeconds)));
}

/** Counts one hit on every counter without refusing (e.g. a failed login, counted after the fact). */
export async function record(limiter: RateLimiter, checks: readonly ThrottleCheck[]): Promise<void> {
  await Promise.all(checks.map((c) => limiter.hit(c.key, c.rule)));
}
