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
