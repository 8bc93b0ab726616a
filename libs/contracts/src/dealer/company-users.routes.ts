import { z } from 'zod';
import { Id, IdQuery } from '../catalog/common';
import { defineRoute } from '../shared/route';

/**
 * A company's users (issue #45), under /api/company/. Staff (6, 7, 18) manage every company's; a dealer (9) reads their
 * own company's and, with the manager flag, invites, removes and sets the flag (another company: 404; no flag: 403).
 * Each change is an event on the user's stream.
 */
const tags = ['dealer-company-users'];

export const CompanyUserSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  manager: z.boolean(),
  /** Whether they chose their password from the invitation (or activated otherwise). */
  activated: z.boolean(),
});
export type CompanyUser = z.output<typeof CompanyUserSchema>;

export const getCompanyUsersRoute = defineRoute({
  method: 'GET', path: '/company/get-company-users', summary: "A company's dealer users, and whether the caller may manage the company", tags,
  query: z.object({ companyId: IdQuery }),
  response: z.object({
    companyId: Id,
    /** The caller may change the company's lead addresses, routing, forms, promotions, directory and users. */
    canManage: z.boolean(),
    items: z.array(CompanyUserSchema),
  }),
});

/** Who is invited (the web's form validates with it too). */
export const InviteeSchema = z.strictObject({
  email: z.email().max(254),
  firstName: z.string().trim().min(1).max(60),
  lastName: z.string().trim().max(60),
  /** The invitee's language: the invitation and everything after it are written in it (ADR 0060). */
  language: z.enum(['en-ca', 'fr-ca']),
});

export const inviteCompanyUserRoute = defineRoute({
  method: 'POST', path: '/company/invite-company-user', summary: 'Invite a dealer user into the company by email', tags,
  body: InviteeSchema.extend({ companyId: Id }),
  response: z.object({ Status: z.literal(1), userId: z.string() }),
});

export const removeCompanyUserRoute = defineRoute({
  method: 'POST', path: '/company/remove-company-user', summary: 'Remove a user from the company', tags,
  body: z.strictObject({ companyId: Id, userId: z.uuid() }),
  response: z.object({ Status: z.literal(1) }),
});

export const setCompanyManagerRoute = defineRoute({
  method: 'POST', path: '/company/set-company-manager', summary: "Set or unset a company user's manager flag", tags,
  body: z.strictObject({ companyId: Id, userId: z.uuid(), manager: z.boolean() }),
  response: z.object({ Status: z.literal(1) }),
});
