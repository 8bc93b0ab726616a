import { z } from 'zod';
import { defineRoute } from '../shared/route';
import { queryInt, text } from './fields';
import { SessionUserSchema, StatusFailedSchema, StatusOkSchema, WithTokenSchema } from './user';

const tags = ['identity'] as const;

// The first page load's operations are written with zod/mini (session.mini.ts) and are part of this module's API.
export { currentUserRoute, getLanguagesRoute, LanguageSchema, LoginBodySchema, LoginResponseSchema, loginRoute, logoutRoute } from './session.mini';

/** Spec §3 registration payload. Fields the sign-up form does not ask default to the spec's defaults. */
export const AddressEntrySchema = z.strictObject({
  Line1: text(200).default(''),
  Line2: text(200).default(''),
  City: text(100).default(''),
  ProvinceId: z.number().int().min(0).max(100).default(0),
  PostalCode: text(10).default(''),
  Country_Id: z.number().int().min(0).max(1000).default(43),
});

export const RegisterBodySchema = z.strictObject({
  Username: text(254).default(''),
  Email: text(254).default(''),
  Password: text(1024),
  FirstName: text(100).default(''),
  LastName: text(100).default(''),
  PostalCode: text(10).default(''),
  Phone: text(25).default(''),
  Cell: text(25).default(''),
  /** Ignored: a new account is active (not deactivated) and waits for activation (EmailVerified false). */
  Active: z.boolean().default(false),
  Language_Id: z.number().int().min(1).max(1000).default(1),
  /** ISO date (YYYY-MM-DD or a full ISO string) or empty. */
  DateOfBirth: text(40).default(''),
  address: text(300).default(''),
  City_Id: z.number().int().min(0).max(2_147_483_647).default(0),
  ProvinceId: z.number().int().min(0).max(1000).default(0),
  /** '0' (default: a regular user, type 8), '8' or '17'. Other types are created by administrators only. */
  UserType_Id: z.string().regex(/^\d{1,3}$/).default('0'),
  Addresses: z.array(AddressEntrySchema).max(5).default([]),
  /** Ignored: a sign-up has no company (administrators assign one, create-admin-user and update-user-full). */
  Company_Id: z.number().int().min(0).max(2_147_483_647).default(0),
  Company_Name: text(200).default(''),
  ConfirmByPhone: z.boolean().default(false),
  ConfirmByEmail: z.boolean().default(true),
  /** Ignored (the server decides the status). */
  UsersStatus_Id: z.number().int().min(0).max(1000).default(0),
});
export type RegisterBody = z.input<typeof RegisterBodySchema>;

export const RegisterQuerySchema = z.object({
  languageId: queryInt(1, 1000).default(1),
  /** Where the activation link lands after activating: a path of this site (anything else is ignored). */
  redirectUrl: text(2000).optional(),
});

/**
 * Status 1: registered and signed in (the session cookie is set; the token is also returned, spec §7).
 * Status '2': that email is already taken. Status '4': that user name is already taken (accounts without email).
 */
export const RegisterResponseSchema = z.union([
  WithTokenSchema,
  z.object({ Status: z.literal('2') }),
  z.object({ Status: z.literal('4') }),
]);

export const registerRoute = defineRoute({
  method: 'POST', path: '/user/register', tags,
  summary: 'Register (spec §3 payload); signs in and sends the activation email or SMS',
  query: RegisterQuerySchema, body: RegisterBodySchema, response: RegisterResponseSchema,
});

export const logoutEverywhereRoute = defineRoute({
  method: 'POST', path: '/user/logout-everywhere', tags,
  summary: "Ends every session of the signed-in user, on every device",
  response: StatusOkSchema,
});

export const LoginTokenQuerySchema = z.object({ token: z.string().min(1).max(512) });
export const getUserTokenRoute = defineRoute({
  method: 'GET', path: '/state/get-user-token', tags,
  summary: 'Login by token (spec §7): exchanges a one-time login token for a session; Status 0 when it is not valid',
  query: LoginTokenQuerySchema,
  response: z.union([WithTokenSchema, StatusFailedSchema]),
});

export const createLoginTokenRoute = defineRoute({
  method: 'POST', path: '/state/create-login-token', tags,
  summary: 'A one-time login token (valid 2 minutes) for GET /state/get-user-token, e.g. to continue on another brand host',
  response: z.object({ Status: z.literal(1), Token: z.string(), ExpiresAt: z.string() }),
});

/** The domain's IMPERSONATION_REASON_MIN / _MAX (contracts import no domain code; a unit test keeps them equal). */
export const IMPERSONATION_REASON_MIN = 10;
export const IMPERSONATION_REASON_MAX = 500;

/** Why the administrator acts as the user (ADR 0078): recorded on the ImpersonationStarted event. */
export const OtherUserTokenQuerySchema = z.object({ userId: z.uuid(), reason: z.string().trim().min(IMPERSONATION_REASON_MIN).max(IMPERSONATION_REASON_MAX) });
export const getOtherUserTokenRoute = defineRoute({
  method: 'GET', path: '/state/get-other-user-token', tags,
  summary: `Impersonation (types 6, 7): ends the admin's session and starts one as the user (never a type 6); the reason (${IMPERSONATION_REASON_MIN} to ${IMPERSONATION_REASON_MAX} characters, else 400) is recorded on the ImpersonationStarted event`,
  query: OtherUserTokenQuerySchema,
  response: WithTokenSchema,
});

export const endImpersonationRoute = defineRoute({
  method: 'POST', path: '/state/end-impersonation', tags,
  summary: 'Ends an impersonation and signs the administrator back in',
  response: SessionUserSchema,
});
