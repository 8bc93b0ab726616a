import { z } from 'zod';
import { Id, IdQuery } from '../catalog/common';
import { IsoDate } from '../purchase/common';
import { defineRoute } from '../shared/route';

/**
 * Leads of the dealer context (spec §7 company calls `get-leads`, `get-leads-details`; issue #14 lead statistics),
 * under /api/company/. A dealer (type 9) reads only their own company (another company's id: 404); a team member (18)
 * and a super admin (6) read every company. Dates are calendar days (UTC), `YYYY-MM-DD`, both ends included.
 */
export const LEAD_TYPES = ['buy_online', 'trade_in', 'credit'] as const;
export const LEAD_STATUSES = ['new', 'contacted', 'deposit', 'signed', 'lost'] as const;

export const LeadTypeSchema = z.enum(LEAD_TYPES);
/** The dealer's own pipeline (issue #45 item 2), beside the buyer's progress (`status`). */
export const LEAD_STAGES = ['new', 'contacted', 'appointment', 'sold', 'lost'] as const;
export const LeadStageSchema = z.enum(LEAD_STAGES);
export const LeadStatusSchema = z.enum(LEAD_STATUSES);

const tags = ['dealer-leads'];

const Text = z.string().trim().min(1).max(100);

export const LeadSummarySchema = z.object({
  leadId: z.string(),
  type: LeadTypeSchema,
  status: LeadStatusSchema,
  companyId: z.number().int().nullable(),
  customerUserId: z.string(),
  vehicleId: z.string().nullable(),
  year: z.number().int().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  stage: LeadStageSchema,
  assigneeUserId: z.string().nullable(),
  firstContactAt: z.string().nullable(),
  responseSeconds: z.number().int().nullable().describe('From the lead to its first contact (ADR 0074); null while not contacted'),
});
export type LeadSummary = z.output<typeof LeadSummarySchema>;

export const GetLeadsQuery = z.object({
  companyId: IdQuery.optional().describe('The company (a dealer: their own; staff: any, or all when left out)'),
  id: Text.optional().describe('A lead id (exact)'),
  type: LeadTypeSchema.optional(),
  name: Text.optional().describe("The customer's name: each word starts their first or last name (case-insensitive)"),
  make: Text.optional(),
  model: Text.optional(),
  status: LeadStatusSchema.optional(),
  startDate: IsoDate.optional().describe('First day (default: 30 days before the end date)'),
  endDate: IsoDate.optional().describe('Last day (default: today)'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const getLeadsRoute = defineRoute({
  method: 'GET', path: '/company/get-leads', summary: 'Leads of a company (or of every company, for staff), newest first', tags,
  query: GetLeadsQuery,
  response: z.object({ items: z.array(LeadSummarySchema), total: z.number().int(), startDate: IsoDate, endDate: IsoDate }),
});

export const LeadTimelineEntrySchema = z.object({
  eventId: z.string(),
  event: z.string(),
  milestone: z.enum(['started', 'contacted', 'deposit', 'signed', 'lost']),
  at: z.string(),
});

export const getLeadsDetailsRoute = defineRoute({
  method: 'GET', path: '/company/get-leads-details', summary: 'One lead with the timeline of its events', tags,
  query: z.object({ leadId: Text }),
  response: LeadSummarySchema.extend({ brand: z.string().nullable(), timeline: z.array(LeadTimelineEntrySchema) }),
});

export const LEAD_DELIVERY_STATUSES = ['sent', 'failed'] as const;

export const LeadDeliverySchema = z.object({
  address: z.string(),
  status: z.enum(LEAD_DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  updatedAt: z.string(),
});
export type LeadDelivery = z.output<typeof LeadDeliverySchema>;

export const getLeadDeliveriesRoute = defineRoute({
  method: 'GET', path: '/company/get-lead-deliveries',
  summary: "A lead's deliveries to its company's lead addresses (email with the ADF/XML file): sent or failed, with the last error", tags,
  query: z.object({ leadId: Text }),
  response: z.object({ leadId: z.string(), items: z.array(LeadDeliverySchema) }),
});

const Count = z.number().int();

export const LeadStatisticsSchema = z.object({
  companyId: Id.nullable(),
  startDate: IsoDate,
  endDate: IsoDate,
  tiles: z.object({ newLeads: Count, deposits: Count, signed: Count, conversion: z.number().describe('Signed leads / leads, 0..1') }),
  byType: z.array(z.object({ type: LeadTypeSchema, count: Count })),
  byMake: z.array(z.object({ make: z.string(), count: Count })),
  byModel: z.array(z.object({ make: z.string(), model: z.string(), count: Count })),
  perDay: z.array(z.object({ day: IsoDate, count: Count })),
  /** Time to first contact of the range's leads (ADR 0074): the company's, and each salesperson's (the lead's assignee). */
  responseTimes: z.object({
    contacted: Count,
    waiting: Count.describe('Leads not contacted yet'),
    medianSeconds: z.number().int().nullable(),
    bySalesperson: z.array(z.object({ userId: z.string(), name: z.string(), contacted: Count, medianSeconds: z.number().int().nullable() })),
  }),
});
export type LeadStatistics = z.output<typeof LeadStatisticsSchema>;

export const getLeadStatisticsRoute = defineRoute({
  method: 'GET', path: '/company/get-lead-statistics', summary: 'Company dashboard: leads by type, make, model and day; tiles', tags,
  query: z.object({
    companyId: IdQuery.optional(),
    type: LeadTypeSchema.optional(),
    make: Text.optional(),
    model: Text.optional(),
    startDate: IsoDate.optional().describe('First day (default: 9 days before the end date: the last 10 days)'),
    endDate: IsoDate.optional().describe('Last day (default: today)'),
  }),
  response: LeadStatisticsSchema,
});

/** The Shopitrade companies a lead may be offered to (every one taking part, but the lead's own company). */
export const getLeadShopitradeCompanyListRoute = defineRoute({
  method: 'GET', path: '/company/get-lead-shopitrade-company-list', summary: 'Shopitrade companies a lead may be offered to', tags,
  query: z.object({ leadId: Text }),
  response: z.object({ leadId: z.string(), items: z.array(z.object({ companyId: Id, name: z.string(), marginPercent: z.number() })) }),
});

/*
 * Working a lead (issue #45 items 1, 2, 3, 6; ADR 0074): the contact card, assignment, the pipeline, notes, tasks and
 * a resend, each an event on the lead's own stream `dealer-lead-<leadId>` appended at `expectedVersion` (the version
 * the card showed; a stale one answers 409 `dealer.lead_conflict`). Another company's lead answers 404.
 */
export const LEAD_NOTE_MAX_LENGTH = 5000;

const LeadVersion = z.number().int().min(0).describe('The version of the lead the card showed (0: nothing done on it yet)');
const leadWorkBody = <T extends z.ZodRawShape>(shape: T) => z.strictObject({ leadId: Text, expectedVersion: LeadVersion, ...shape });
const LeadWorkSaved = z.object({ Status: z.literal(1), leadId: z.string(), version: z.number().int() });

export const LeadCustomerSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('active'),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
    language: z.enum(['en-ca', 'fr-ca']),
    contactMethod: z.enum(['email', 'phone']).describe('How the buyer asked to be reached: as their latest message says, else phone when they asked for a call back or gave only a phone'),
  }),
  z.object({ status: z.literal('erased') }),
]);

export const LeadCardEntrySchema = z.object({
  at: z.string(),
  source: z.enum(['buyer', 'dealer']),
  event: z.string(),
  /** The dealer user who acted (their name), the note's text, the task, the stage's reason, the assignee's name. */
  by: z.string().nullable(),
  detail: z.string().nullable(),
});

export const LeadTaskSchema = z.object({ taskId: z.string(), title: z.string(), dueAt: z.string(), by: z.string().nullable(), reminded: z.boolean() });

export const LEAD_OUTBOX_STATUSES = ['waiting', 'sending', 'sent', 'failed'] as const;

export const LeadCardSchema = z.object({
  leadId: z.string(),
  version: z.number().int(),
  type: LeadTypeSchema,
  status: LeadStatusSchema,
  companyId: z.number().int().nullable(),
  customerUserId: z.string(),
  createdAt: z.string(),
  customer: LeadCustomerSchema,
  message: z.object({
    kind: z.enum(['question', 'call_back', 'test_drive', 'other']), text: z.string().nullable(),
    contactMethod: z.enum(['email', 'phone']).nullable().describe('How the buyer asked to be reached with this message (null: not asked)'),
    at: z.string(),
  }).nullable(),
  vehicle: z.object({
    year: z.number().int().nullable(), make: z.string().nullable(), model: z.string().nullable(), vin: z.string().nullable(),
    condition: z.enum(['new', 'used']).nullable().describe("The dealer's stock condition, when the lead's events carried it"),
    price: z.number().int().nullable().describe('The all-in price the buyer saw, in cents'),
  }).nullable(),
  tradeIn: z.object({ year: z.number().int(), make: z.string(), model: z.string(), value: z.number().int().nullable().describe('The offer, in cents') }).nullable(),
  credit: z.object({ band: z.string().describe('The pre-qualification band, e.g. good, excellent') }).nullable(),
  stage: LeadStageSchema,
  lostReason: z.string().nullable(),
  assignee: z.object({ userId: z.string(), name: z.string() }).nullable(),
  assignees: z.array(z.object({ userId: z.string(), name: z.string() })).describe('The company users the lead may be assigned to'),
  firstContactAt: z.string().nullable(),
  responseSeconds: z.number().int().nullable().describe('From the lead to its first contact (ADR 0074)'),
  escalated: z.boolean(),
  tasks: z.array(LeadTaskSchema),
  outbox: z.object({ status: z.enum(LEAD_OUTBOX_STATUSES), attempts: z.number().int(), lastError: z.string().nullable(), updatedAt: z.string() }).nullable(),
  timeline: z.array(LeadCardEntrySchema),
});
export type LeadCard = z.output<typeof LeadCardSchema>;

export const getLeadCardRoute = defineRoute({
  method: 'GET', path: '/company/get-lead-card', tags,
  summary: "A lead's contact card: the buyer's contact details, message, vehicle, trade-in and credit band, and the dealer's work; each read is on the buyer's access log",
  query: z.object({ leadId: Text }),
  response: LeadCardSchema,
});

export const assignLeadRoute = defineRoute({
  method: 'POST', path: '/company/assign-lead', tags, summary: 'Assigns a lead to a user of its company',
  body: leadWorkBody({ userId: Text }), response: LeadWorkSaved,
});

export const moveLeadStageRoute = defineRoute({
  method: 'POST', path: '/company/move-lead-stage', tags, summary: 'Moves a lead along the pipeline (lost needs a reason)',
  body: leadWorkBody({ stage: LeadStageSchema, reason: z.string().max(500).optional() }), response: LeadWorkSaved,
});

export const addLeadNoteRoute = defineRoute({
  method: 'POST', path: '/company/add-lead-note', tags, summary: 'Adds a note to a lead',
  body: leadWorkBody({ text: z.string().max(LEAD_NOTE_MAX_LENGTH) }), response: LeadWorkSaved,
});

export const addLeadTaskRoute = defineRoute({
  method: 'POST', path: '/company/add-lead-task', tags, summary: 'Adds a task with a due time; its assignee (or author) is reminded by email when it is due',
  body: leadWorkBody({ title: z.string().max(200), dueAt: z.iso.datetime({ offset: true }) }), response: LeadWorkSaved,
});

export const resendLeadRoute = defineRoute({
  method: 'POST', path: '/company/resend-lead', tags, summary: "Sends the lead to the company's lead addresses again (email with ADF/XML)",
  body: leadWorkBody({}), response: LeadWorkSaved,
});

/** The most leads one export answers (ADR 0079): narrow the filters for more. */
export const LEAD_EXPORT_MAX = 10_000;
export const LEAD_EXPORT_FORMATS = ['adf', 'csv'] as const;

export const exportLeadAdfRoute = defineRoute({
  method: 'GET', path: '/company/export-lead-adf', tags,
  summary: "One lead as ADF/XML 1.0 (attachment lead-<id>.xml): the full prospect; the read is on the buyer's access log",
  query: z.object({ leadId: Text }),
  response: z.string().describe('application/xml'),
});

export const exportLeadsRoute = defineRoute({
  method: 'GET', path: '/company/export-leads', tags,
  summary: "The lead list with its filters as ADF/XML 1.0 or CSV (UTF-8 with a byte-order mark, headers in the user's language), newest first, at most 10,000 leads; the reads are on the buyers' access logs",
  query: GetLeadsQuery.omit({ page: true, pageSize: true }).extend({ format: z.enum(LEAD_EXPORT_FORMATS) }),
  response: z.string().describe('application/xml or text/csv'),
});

/**
 * The live inbox (issue #45 item 4, ADR 0079): a Server-Sent Events stream of the company's lead changes. Each
 * event is `lead` with data `{ leadId, change }` (`created`: a new lead; `updated`: the buyer or a colleague changed
 * it) and an id to send back as `Last-Event-ID` on reconnection; `reset` when the events missed cannot be replayed
 * (read the list again). A comment line every 20 seconds keeps proxies from closing an idle stream.
 */
export const watchLeadsRoute = defineRoute({
  method: 'GET', path: '/company/watch-leads', tags,
  summary: "The company's lead changes as they happen (text/event-stream; Last-Event-ID resumes)",
  query: z.object({ companyId: IdQuery.optional().describe('The company (a dealer: their own; staff: the one they look at)') }),
  response: z.string().describe('text/event-stream'),
});
export const LEAD_CHANGES = ['created', 'updated'] as const;
export const LeadChangeSchema = z.object({ leadId: z.string(), change: z.enum(LEAD_CHANGES) });
export type LeadChange = z.output<typeof LeadChangeSchema>;
