import { z } from 'zod';
import { TransactionDetailsSchema } from '../purchase/customer.routes';
import { defineRoute } from '../shared/route';

/** A subject is a stream id (purchase-…, vehicle-…, user-…): what support opens from a search. */
const SubjectId = z.string().min(3).max(200).regex(/^[A-Za-z0-9][A-Za-z0-9._:-]*$/, 'A subject id');
const isoInstant = z.string().datetime({ offset: true });
/** Stream versions are PostgreSQL integers: a larger one is a 400 on the field, never a database error. */
const STREAM_VERSION_MAX = 2_147_483_647;

export const AUDIT_SEARCH_MAX = 200;

export const AuditSubjectSchema = z.object({
  subjectId: z.string(),
  kind: z.string().describe('The stream kind: purchase, vehicle, user, trade-in, credit-application, …'),
  events: z.number().int(),
  firstAt: z.string(),
  lastAt: z.string(),
  matched: z.enum(['id', 'email', 'name', 'phone', 'card']).describe(
    "What found it: an exact id, the person's email, name or phone (for a person, and the streams they started), or the card's last 4 with the day it paid",
  ),
});

export const auditSearchRoute = defineRoute({
  method: 'GET', path: '/audit/search', tags: ['audit'],
  summary: 'Find subjects by exact id (user, transaction, vehicle or VIN, company, correlation or Stripe payment id), by email or part of one, by name or part of one, by phone in any format (types 6 and 7); ranked, exact ids first; records an audit.searched event on the searcher\'s access log',
  query: z.object({
    q: z.string().trim().min(1).max(AUDIT_SEARCH_MAX),
    from: isoInstant.optional(),
    to: isoInstant.optional(),
  }),
  response: z.object({ subjects: z.array(AuditSubjectSchema) }),
});

export const AuditTimelineRowSchema = z.object({
  streamId: z.string(),
  streamVersion: z.number().int(),
  position: z.string().describe('Global position "xid/seq": the paging cursor'),
  type: z.string(),
  schemaVersion: z.number().int(),
  recordedAt: z.string(),
  actor: z.object({ userId: z.string(), name: z.string().nullable(), userTypeId: z.number().int().nullable() }).nullable(),
  impersonator: z.object({ userId: z.string(), name: z.string().nullable(), userTypeId: z.number().int().nullable() }).nullable(),
  brand: z.string().nullable(),
  correlationId: z.string(),
  /** Rows of the same command share a group (their correlation id), numbered in order of appearance on the page. */
  group: z.number().int(),
  /**
   * The event as a sentence's parts (ADR 0078): `kind` (purchase.deposit-paid, vehicle.price-changed, …, or `event` for
   * a type without a sentence) and its values (`who`: the actor's name, amounts in cents, a reason); the console phrases
   * it in the staff member's language.
   */
  summary: z.object({ kind: z.string(), values: z.record(z.string(), z.union([z.string(), z.number(), z.null()])) }),
  /** The Stripe payment the event is about (a deposit, a refund), for a link to the payment's page. */
  paymentId: z.string().nullable(),
  /**
   * An event, or a record kept beside the events (ADR 0087): an email sent to the buyer, a lead's delivery to the
   * dealer, a Stripe event received. A record has no stream version (0) and no raw event; its `streamId` is
   * `records:emails`, `records:lead-deliveries` or `records:stripe-events`, which the stream filter takes.
   */
  source: z.enum(['event', 'email', 'lead-delivery', 'stripe']),
});

const AuditPersonSchema = z.object({ userId: z.string(), name: z.string().nullable(), userTypeId: z.number().int().nullable() });

export const auditTimelineRoute = defineRoute({
  method: 'GET', path: '/audit/subjects/:subjectId/timeline', tags: ['audit'],
  summary: "A subject's timeline across its related streams and records (a purchase's lead and its deliveries, its buyer's support messages, the emails sent to the buyer, the Stripe events received), oldest first, paged, each row summarised; the first page records an audit.subject-viewed event, and every customer named is a staff read on their access log",
  params: z.object({ subjectId: SubjectId }),
  query: z.object({
    stream: z.string().max(200).optional(),
    type: z.string().max(200).optional(),
    actor: z.string().max(200).optional(),
    after: z.string().regex(/^\d+\/\d+$/).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
    reason: z.string().max(500).optional(),
  }),
  response: z.object({
    subjectId: z.string(),
    streams: z.array(z.string()),
    shredded: z.boolean().describe("The subject's personal data was erased (crypto-shredded)"),
    /** The person the subject belongs to, by name (null once erased). */
    customer: AuditPersonSchema.nullable(),
    rows: z.array(AuditTimelineRowSchema),
    next: z.string().nullable(),
  }),
});

const AuditActorSchema = AuditTimelineRowSchema.shape.actor;

export const auditCustomerViewRoute = defineRoute({
  method: 'GET', path: '/audit/subjects/:subjectId/customer-view', tags: ['audit'],
  summary: "What the customer's transaction screens showed at an instant (prices, taxes, payment, hold time left, step, contract), folded from the purchase and vehicle streams with the buyer's own GET logic, and the events that changed it; records an audit.subject-viewed event (reason customer-view)",
  params: z.object({ subjectId: SubjectId }),
  query: z.object({ at: isoInstant.optional().describe('Default: the last event of the subject') }),
  response: z.object({
    subjectId: z.string(),
    at: z.string(),
    /** Every instant the view changed at (the subject's and its vehicle's events), oldest first: the slider's stops. */
    instants: z.array(z.string()),
    existed: z.boolean().describe('False before the transaction started'),
    transaction: TransactionDetailsSchema.nullable(),
    contract: z.object({ signedAt: z.string(), languages: z.array(z.string()), url: z.string() }).nullable(),
    versions: z.object({ purchase: z.number().int(), vehicle: z.number().int() }),
    /** The events up to the instant that changed what the customer saw, newest first (at most 20). */
    changes: z.array(z.object({
      streamId: z.string(), streamVersion: z.number().int(), type: z.string(), recordedAt: z.string(), actor: AuditActorSchema,
      impersonator: AuditActorSchema,
    })),
  }),
});

export const AuditChangeSchema = z.object({ path: z.string(), before: z.unknown(), after: z.unknown() });

export const auditEventDiffRoute = defineRoute({
  method: 'GET', path: '/audit/streams/:streamId/versions/:version/diff', tags: ['audit'],
  summary: "One event's effect: the stream's state before and after it (domain evolve, upcasters applied), field by field; records an audit.subject-viewed event (reason diff) on the stream's subject",
  params: z.object({ streamId: SubjectId, version: z.coerce.number().int().min(1).max(STREAM_VERSION_MAX) }),
  response: z.object({
    streamId: z.string(),
    streamVersion: z.number().int(),
    type: z.string(),
    schemaVersion: z.number().int(),
    recordedAt: z.string(),
    data: z.unknown(),
    before: z.unknown(),
    after: z.unknown(),
    changes: z.array(AuditChangeSchema),
  }),
});

export const auditSubjectStateRoute = defineRoute({
  method: 'GET', path: '/audit/subjects/:subjectId/state', tags: ['audit'],
  summary: "The subject's folded state across its streams at a version of its own stream or at an instant; records an audit.subject-viewed event (reason state)",
  params: z.object({ subjectId: SubjectId }),
  query: z.object({ version: z.coerce.number().int().min(0).max(STREAM_VERSION_MAX).optional(), at: isoInstant.optional() }),
  response: z.object({
    subjectId: z.string(),
    at: z.string().nullable(),
    streams: z.array(z.object({ streamId: z.string(), version: z.number().int(), schemaVersions: z.array(z.number().int()), state: z.unknown() })),
  }),
});

export const REVEAL_REASON_MIN_LENGTH = 10;

export const auditRevealRoute = defineRoute({
  method: 'POST', path: '/audit/subjects/:subjectId/reveal', tags: ['audit'],
  summary: "Unseal one subject's personal data (super admin only) for a stated reason; records audit.personal-data-revealed",
  params: z.object({ subjectId: SubjectId }),
  body: z.strictObject({ reason: z.string().trim().min(REVEAL_REASON_MIN_LENGTH).max(500) }),
  response: z.object({
    subjectId: z.string(),
    shredded: z.boolean(),
    events: z.array(z.object({ streamVersion: z.number().int(), type: z.string(), data: z.unknown() })),
  }),
});

export const auditBundleRoute = defineRoute({
  method: 'GET', path: '/audit/subjects/:subjectId/bundle', tags: ['audit'],
  summary: "Dispute bundle (ZIP) of a disputed purchase: events as JSON Lines (sealed stays sealed), the timeline PDF, every signed contract, the deposit receipt, Stripe records, evidence.json in Stripe's fields, a SHA-256 manifest",
  params: z.object({ subjectId: SubjectId }),
  /**
   * The timeline PDF's language: the buyer's unless asked (issue #46: the evidence is in the buyer's language). `en`/`fr`
   * are kept for links made before `en-ca`/`fr-ca`.
   */
  query: z.object({
    lang: z.enum(['en-ca', 'fr-ca', 'en', 'fr']).optional().transform((l) => (l === 'en' ? 'en-ca' : l === 'fr' ? 'fr-ca' : l)),
  }),
  response: z.any().describe('application/zip'),
});

export const auditReadModelCheckRoute = defineRoute({
  method: 'GET', path: '/audit/subjects/:subjectId/read-model-check', tags: ['audit'],
  summary: "Check read models: replay the subject's streams through every projection into a scratch schema and compare with the live rows",
  params: z.object({ subjectId: SubjectId }),
  response: z.object({
    events: z.number().int(),
    projections: z.array(z.object({ name: z.string(), rows: z.number().int(), skipped: z.string().nullable() })),
    differences: z.array(z.object({
      projection: z.string(), table: z.string(), key: z.record(z.string(), z.unknown()), columns: z.array(z.string()),
      position: z.string().nullable().describe('The event after which the replayed value was last set'),
      live: z.record(z.string(), z.unknown()).nullable(), replayed: z.record(z.string(), z.unknown()),
    })),
  }),
});
