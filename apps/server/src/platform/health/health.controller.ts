import { Controller, Inject } from '@nestjs/common';
import { healthRoute } from '@marketplace/contracts';
import type { FastifyReply } from 'fastify';
import { Res } from '@nestjs/common';
import type { Pool } from 'pg';
import type { Redis } from 'ioredis';
import { within } from '../async/within';
import { Endpoint } from '../http/endpoint';
import { PG_POOL, REDIS } from '../tokens';

@Controller()
export class HealthController {
  private readonly started = Date.now();

  constructor(@Inject(PG_POOL) private readonly pool: Pool, @Inject(REDIS) private readonly redis: Redis | null) {}

  @Endpoint(healthRoute, { allow: 'public' })
  async health(@Res({ passthrough: true }) reply: FastifyReply) {
    const [pg, redis] = await Promise.all([
      within(2000, this.pool.query('select 1')).then(() => 'up' as const, () => 'down' as const),
      this.redis ? within(1000, this.redis.ping()).then(() => 'up' as const, () => 'down' as const) : Promise.resolve('not-configured' as const),
    ]);
    if (pg === 'down') reply.status(503);
    return {
      status: pg === 'down' ? 'unavailable' as const : redis === 'down' ? 'degraded' as const : 'ok' as const,
      postgres: pg,
      redis,
      uptimeSeconds: Math.round((Date.now() - this.started) / 1000),
    };
  }
}
