import { Controller, Inject, Res, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckService, type HealthCheckResult, type HealthIndicatorFunction } from '@nestjs/terminus';
import { healthLiveRoute, healthReadyRoute, healthRoute } from '@marketplace/contracts';
import type { FastifyReply } from 'fastify';
import type { Pool } from 'pg';
import type { Redis } from 'ioredis';
import { within } from '../async/within';
import { Endpoint } from '../http/endpoint';
import { PG_POOL, REDIS } from '../tokens';
import { Readiness } from './readiness';

@Controller()
export class HealthController {
  private readonly started = Date.now();

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(REDIS) private readonly redis: Redis | null,
    private readonly checks: HealthCheckService,
    private readonly readiness: Readiness,
  ) {}

  /** The dependencies' state, as it always answered (the benchmarks' baseline: keep it as cheap as it is). */
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

  /** Liveness (ADR 0081): the process answers; nothing outside it is asked (a database outage must not restart it). */
  @Endpoint(healthLiveRoute, { allow: 'public' })
  live(@Res({ passthrough: true }) reply: FastifyReply) {
    return this.probe(reply, [() => ({ process: { status: 'up' as const, uptimeSeconds: Math.round((Date.now() - this.started) / 1000) } })]);
  }

  /** Readiness (ADR 0081): not shutting down, every migration ran, the store answers, projections within bounds. */
  @Endpoint(healthReadyRoute, { allow: 'public' })
  ready(@Res({ passthrough: true }) reply: FastifyReply) {
    return this.probe(reply, [
      () => this.readiness.serving(),
      () => this.readiness.migrationsRan(),
      () => this.readiness.storeAnswers(),
      () => this.readiness.projectionsWithinBounds(),
    ]);
  }

  /** Terminus's answer, its 503 (a check down, or shutting down) with the same body rather than a problem document. */
  private async probe(reply: FastifyReply, indicators: HealthIndicatorFunction[]): Promise<HealthCheckResult> {
    try {
      return await this.checks.check(indicators);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      reply.status(503);
      return error.getResponse() as HealthCheckResult;
    }
  }
}
