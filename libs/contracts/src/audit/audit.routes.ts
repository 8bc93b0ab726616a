import { z } from 'zod';
import { defineRoute } from '../shared/route';

/** One event of a stream's history as the audit read shows it. */
export const AuditEventSchema = z.object({
  streamVersion: z.number().int(),
  globalPosition: z.string(),
  type: z.string(),
  schemaVersion: z.number().int(),
  recordedAt: z.string(),
  occurredAt: z.string(),
  actor: z.string().nullable(),
  impersonator: z.string().nullable(),
  correlationId: z.string(),
  causationId: z.string().nullable(),
  brand: z.string().nullable(),
  data: z.unknown().describe('The event data with personal fields masked'),
});

export const auditStreamRoute = defineRoute({
  method: 'GET', path: '/audit/streams/:streamId', tags: ['audit'],
  summary: "A stream's full event history for admins (types 6 and 7): type, time, actor, impersonator, data with personal fields masked",
  params: z.object({ streamId: z.string().min(3).max(200).regex(/^[A-Za-z0-9][A-Za-z0-9._:-]*$/, 'A stream id') }),
  response: z.object({ streamId: z.string(), version: z.number().int(), events: z.array(AuditEventSchema) }),
});
