import { z } from 'zod';

/**
 * The user object of spec §3 "User (session)", as GET /user/current, login and register return it. Field names are
 * the spec's. Notes on values the spec leaves open:
 * - ValueDomain_ID_UsersStatus: 1 active, 2 deactivated by the owner, 3 suspended by an administrator.
 * - EmailVerified: the account is activated (email link, or SMS code for an account that chose confirmation by phone).
 * - Active: status 1.
 * - Impersonator_Guid: the administrator acting as this user, when impersonating (else null).
 */
export const SessionUserSchema = z.object({
  Status: z.literal(1),
  User_Guid: z.string(),
  UserName: z.string().nullable(),
  Email: z.string().nullable(),
  FirstName: z.string().nullable(),
  LastName: z.string().nullable(),
  UserTypeId: z.number().int(),
  ValueDomain_ID_UsersStatus: z.number().int(),
  EmailVerified: z.boolean(),
  Active: z.boolean(),
  Company_ID: z.number().int().nullable(),
  Phone: z.string().nullable(),
  Cell: z.string().nullable(),
  PhoneVerified: z.boolean(),
  PostalCode: z.string().nullable(),
  Language_Id: z.number().int(),
  Impersonator_Guid: z.string().nullable(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

/** A session token handed to the client (spec §7: register, login by token and impersonation return one). */
export const WithTokenSchema = SessionUserSchema.extend({ Token: z.string() });

/** `{ Status: 1 }`: the legacy success answer of actions without a payload. */
export const StatusOkSchema = z.object({ Status: z.literal(1) });
/** `{ Status: 0 }`: the legacy failure answer (login, login by token). */
export const StatusFailedSchema = z.object({ Status: z.literal(0) });

export const SectionEntrySchema = z.object({ sectionId: z.number().int(), active: z.boolean() });
export const DashboardSectionsSchema = z.object({
  userTypeId: z.number().int(),
  userDashBoardSection: z.array(SectionEntrySchema),
});

