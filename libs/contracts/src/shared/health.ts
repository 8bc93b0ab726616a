import { z } from 'zod';
import { defineRoute } from './route';

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  postgres: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'not-configured']),
  uptimeSeconds: z.number(),
});

export const healthRoute = defineRoute({
  method: 'GET',
  path: '/health',
  summary: 'Liveness and dependencies: 200 while PostgreSQL answers, 503 otherwise',
  tags: ['platform'],
  response: HealthResponseSchema,
});

/** One check of a probe: `up` or `down`, with what it found (@nestjs/terminus's shape). */
const ProbeCheckSchema = z.looseObject({ status: z.enum(['up', 'down']) });

/** A probe's answer (@nestjs/terminus's shape): `ok`, or `error` / `shutting_down` with a 503. */
export const ProbeResponseSchema = z.object({
  status: z.enum(['ok', 'error', 'shutting_down']),
  info: z.record(z.string(), ProbeCheckSchema).optional(),
  error: z.record(z.string(), ProbeCheckSchema).optional(),
  details: z.record(z.string(), ProbeCheckSchema),
});

export const healthLiveRoute = defineRoute({
  method: 'GET',
  path: '/health/live',
  summary: 'Liveness probe: 200 while the process serves requests (restart it when this fails)',
  tags: ['platform'],
  response: ProbeResponseSchema,
});

export const healthReadyRoute = defineRoute({
  method: 'GET',
  path: '/health/ready',
  summary: "Readiness probe: 200 when migrations ran, the event store answers and this instance's projections are within bounds; 503 otherwise and while shutting down",
  tags: ['platform'],
  response: ProbeResponseSchema,
});
