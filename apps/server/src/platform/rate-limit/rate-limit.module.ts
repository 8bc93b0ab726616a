import { Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { deploymentNamespace, type AppConfig } from '../config/config';
import { CONFIG, REDIS } from '../tokens';
import { LEASE_LIMITER, MemoryLeaseLimiter, RedisLeaseLimiter } from './lease-limiter';
import { MemoryRateLimiter, RATE_LIMITER, RedisRateLimiter } from './rate-limiter';

@Module({
  providers: [
    {
      provide: RATE_LIMITER,
      inject: [REDIS, CONFIG],
      useFactory: (redis: Redis | null, config: AppConfig) => (redis ? new RedisRateLimiter(redis, deploymentNamespace(config)) : new MemoryRateLimiter()),
    },
    {
      provide: LEASE_LIMITER,
      inject: [REDIS, CONFIG],
      useFactory: (redis: Redis | null, config: AppConfig) => (redis ? new RedisLeaseLimiter(redis, deploymentNamespace(config)) : new MemoryLeaseLimiter()),
    },
  ],
  exports: [RATE_LIMITER, LEASE_LIMITER],
})
export class RateLimitModule {}
