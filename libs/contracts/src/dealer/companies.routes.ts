import { z } from 'zod';
import { Id, IdQuery } from '../catalog/common';
import { defineRoute } from '../shared/route';

/**
 * Companies (spec §7 company calls), under /api/company/. Streams `company-<id>` (ADR 0018): an edit names the version
 * it was made from (`expectedVersion`); a concurrent edit answers 409 `eventstore.wrong_expected_version`.
 * Staff (6, 7, 18) read every company; a dealer (9) reads their own (another: 404). Only admins (6, 7) write.
 */
const tags = ['dealer-companies'];

export const CompanyProfileSchema = z.strictObject({
  name: z.string().trim().min(1).max(120),
  typeId: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  city: z.string().trim().min(1).max(80),
  province: z.enum(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  makes: z.array(z.string().trim().min(1).max(40)).max(50),
  active: z.boolean(),
});

export const CompanySchema = CompanyProfileSchema.extend({
  province: z.string(),
  companyId: Id,
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Company = z.output<typeof CompanySchema>;

export const getCompaniesRoute = defineRoute({
  method: 'GET', path: '/company/get-companies', summary: 'Every company (staff), by name', tags,
  query: z.object({ search: z.string().trim().max(100).optional() }),
  response: z.object({ items: z.array(CompanySchema) }),
});

export const getCompanyDetailsRoute = defineRoute({
  method: 'GET', path: '/company/get-company-details', summary: 'One company', tags,
  query: z.object({ companyId: IdQuery }),
  response: CompanySchema,
});

export const getCompanyTypesRoute = defineRoute({
  method: 'GET', path: '/company/get-company-types', summary: 'Company types', tags,
  response: z.object({ items: z.array(z.object({ id: z.number().int(), key: z.string() })) }),
});

export const getCompanyMakesRoute = defineRoute({
  method: 'GET', path: '/company/get-company-makes', summary: 'The makes a company sells', tags,
  query: z.object({ companyId: IdQuery }),
  response: z.object({ companyId: Id, makes: z.array(z.string()) }),
});

/** Lead types a route may name (the leads' `type`). */
export const LEAD_ROUTE_TYPES = ['buy_online', 'trade_in', 'credit'] as const;

/**
 * Which leads one lead address receives (issue #45): those of these types, makes and brands (an empty list: any). An
 * address without a route receives every lead; a lead no route matches goes to every address (routing never drops one).
 */
export const LeadRouteSchema = z.strictObject({
  email: z.email().max(254),
  leadTypes: z.array(z.enum(LEAD_ROUTE_TYPES)).max(LEAD_ROUTE_TYPES.length),
  makes: z.array(z.string().trim().min(1).max(40)).max(50),
  /** Brand tokens (`default`, `finance`, `trade`, …): the site the buyer used. */
  brands: z.array(z.string().trim().min(1).max(40)).max(10),
});
export type LeadRouteBody = z.output<typeof LeadRouteSchema>;

export const getCompanyEmailsRoute = defineRoute({
  method: 'GET', path: '/company/get-company-emails', summary: 'Where a company receives its leads, and how they are routed', tags,
  query: z.object({ companyId: IdQuery }),
  response: z.object({ companyId: Id, emails: z.array(z.string()), routes: z.array(LeadRouteSchema).optional(), version: z.number().int() }),
});

/** An edit's answer: the stream's version after it (the next edit's `expectedVersion`). */
const Saved = z.object({ Status: z.literal(1), companyId: Id, version: z.number().int() });

export const createCompanyRoute = defineRoute({
  method: 'POST', path: '/company/create-company', summary: 'Create a company', tags,
  body: CompanyProfileSchema,
  response: Saved,
});

export const updateCompanyRoute = defineRoute({
  method: 'POST', path: '/company/update-company', summary: 'Edit a company (409 when it changed since expectedVersion)', tags,
  body: CompanyProfileSchema.extend({ companyId: Id, expectedVersion: z.number().int().min(1) }),
  response: Saved,
});

/**
 * Staff, or a manager of the company (issue #45: another company's 404, a dealer who is not a manager 403). Without
 * `routes` the routes of the addresses kept stay as they were.
 */
export const saveCompanyEmailsRoute = defineRoute({
  method: 'POST', path: '/company/save-company-emails', summary: 'Set where a company receives its leads and how they are routed', tags,
  body: z.strictObject({
    companyId: Id, expectedVersion: z.number().int().min(1), emails: z.array(z.email().max(254)).max(10),
    routes: z.array(LeadRouteSchema).max(10).optional(),
  }),
  response: Saved,
});
