import { Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { deploymentNamespace, type AppConfig } from '../config/config';
import { CONFIG, REDIS } from '../tokens';
import { MemoryRateLimiter, RATE_LIMITER, RedisRateLimiter } from './rate-limiter';

@Module({
  providers: [
    {
      provide: RATE_LIMITER,
      inject: [REDIS, CONFIG],
      useFactory: (redis: Redis | null, config: AppConfig) => (redis ? new RedisRateLimiter(redis, deploymentNamespace(config)) : new MemoryRateLimiter()),
    },
  ],
  exports: [RATE_LIMITER],
})
export class RateLimitModule {}
