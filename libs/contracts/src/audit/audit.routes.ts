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
  summary: "A stream's full event history for admins (types 6 and 7): type, time, actor, impersonator, data with personal fields masked; records an audit.subject-viewed event (reason stream) on the stream's subject",
  params: z.object({ streamId: z.string().min(3).max(200).regex(/^[A-Za-z0-9][A-Za-z0-9._:-]*$/, 'A stream id') }),
  response: z.object({ streamId: z.string(), version: z.number().int(), events: z.array(AuditEventSchema) }),
});

const ExportedEventSchema = z.object({ streamId: z.string(), streamVersion: z.number().int(), type: z.string(), recordedAt: z.string(), data: z.unknown() });

/**
 * The readable sections of the export (ADR 0059), one or more per context: `identity` (profile, addresses, consents,
 * devices, sessions), `purchases` (each with its steps, deposits, signatures, documents), `buyOnlineLeads`,
 * `creditApplications` (answers, consent, decision and its factors, review), `tradeIns`, `garage`, `support`,
 * `accessLog` (staff reads of their data).
 */
export const PERSONAL_DATA_SECTIONS = ['identity', 'purchases', 'buyOnlineLeads', 'creditApplications', 'tradeIns', 'garage', 'support', 'accessLog'] as const;

/** Law 25 portability: everything held about the signed-in person, sealed values opened with their key. */
export const PersonalDataExportSchema = z.object({
  userId: z.string(),
  exportedAt: z.string(),
  /** The provider accounts (Google, Facebook) linked to their account now: never the provider's account id. */
  socialAccounts: z.array(z.object({ provider: z.string(), linkedAt: z.string(), proof: z.string() })),
  /** The messages they sent to support ("Contact us") and the answers, decrypted. */
  supportMessages: z.array(z.object({
    messageId: z.string(), messageTypeId: z.number().int(), title: z.string(), details: z.string(), sentAt: z.string(),
    answers: z.array(z.object({ answer: z.string(), answeredAt: z.string() })),
  })),
  /** One section per kind of data the product keeps (see PERSONAL_DATA_SECTIONS), each built by its context. */
  sections: z.record(z.string(), z.unknown()),
  /**
   * Every event of their account and of the streams they started (transactions, applications, trade-ins, garage,
   * messages), and the events of other streams that name them (a vehicle they held).
   */
  events: z.array(ExportedEventSchema),
  /** Audit access events naming them: staff views (audit.subject-viewed) and reveals (audit.personal-data-revealed). */
  accessEvents: z.array(ExportedEventSchema),
});

export const EXPORT_PER_DAY = 3;

export const exportPersonalDataRoute = defineRoute({
  method: 'GET', path: '/user/export', tags: ['user'],
  summary: `A JSON file of everything held about the signed-in person, decrypted (${EXPORT_PER_DAY} per day; 429 rate_limit.exceeded after)`,
  response: PersonalDataExportSchema,
});
