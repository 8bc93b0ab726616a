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
