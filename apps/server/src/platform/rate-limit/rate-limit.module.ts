import { Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config/config';
import { CONFIG, REDIS } from '../tokens';
import { MemoryRateLimiter, RATE_LIMITER, RedisRateLimiter } from './rate-limiter';

/**
 * The deployment's counter namespace: its database name. Every instance of one deployment shares its counters in
 * Redis; two deployments (or two test databases) sharing a Redis never mix them.
 */
export function rateLimitNamespace(config: Pick<AppConfig, 'DATABASE_URL'>): string {
  try {
    return new URL(config.DATABASE_URL).pathname.replace(/^\//, '') || 'default';
  } catch {
    return 'default';
  }
}

@Module({
  providers: [
    {
      provide: RATE_LIMITER,
      inject: [REDIS, CONFIG],
      useFactory: (redis: Redis | null, config: AppConfig) => (redis ? new RedisRateLimiter(redis, rateLimitNamespace(config)) : new MemoryRateLimiter()),
    },
  ],
  exports: [RATE_LIMITER],
})
export class RateLimitModule {}
