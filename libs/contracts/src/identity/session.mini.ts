import * as z from 'zod/mini';
import { defineRoute } from '../shared/route';

/**
 * The identity operations the web app's first page load calls (the language list and the current user on every page,
 * login and logout from the header and the login page), written with zod/mini so that page does not pull classic zod
 * (see shared/route.ts). The only definitions of these schemas: session.routes.ts and user.ts re-export them, and the
 * server validates and documents them like any other contract.
 */
const tags = ['identity'] as const;

export const LanguageSchema = z.object({ ID: z.number().check(z.int()), Key: z.string(), Name: z.string() });
export const getLanguagesRoute = defineRoute({
  method: 'GET', path: '/config/languages', tags,
  summary: 'Languages from configuration (spec §3 Config): en-ca (ID 1, default) and fr-ca (ID 2)',
  response: z.array(LanguageSchema),
});

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
  UserName: z.nullable(z.string()),
  Email: z.nullable(z.string()),
  FirstName: z.nullable(z.string()),
  LastName: z.nullable(z.string()),
  UserTypeId: z.number().check(z.int()),
  ValueDomain_ID_UsersStatus: z.number().check(z.int()),
  EmailVerified: z.boolean(),
  Active: z.boolean(),
  Company_ID: z.nullable(z.number().check(z.int())),
  Phone: z.nullable(z.string()),
  Cell: z.nullable(z.string()),
  PhoneVerified: z.boolean(),
  PostalCode: z.nullable(z.string()),
  Language_Id: z.number().check(z.int()),
  Impersonator_Guid: z.nullable(z.string()),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

/** `{ Status: 1 }`: the legacy success answer of actions without a payload. */
export const StatusOkSchema = z.object({ Status: z.literal(1) });
/** `{ Status: 0 }`: the legacy failure answer (login, login by token). */
export const StatusFailedSchema = z.object({ Status: z.literal(0) });

export const LoginBodySchema = z.strictObject({
  UserName: z.string().check(z.minLength(1), z.maxLength(254)),
  Password: z.string().check(z.minLength(1), z.maxLength(1024)),
  /** true (spec §3: always sent so): a session of SESSION_DAYS (30) days; false: a browser-session cookie and a 12-hour session. */
  RememberMe: z._default(z.boolean(), true),
});
export const LoginResponseSchema = z.union([SessionUserSchema, StatusFailedSchema]);
export const loginRoute = defineRoute({
  method: 'POST', path: '/user/login', tags,
  summary: 'Sign in: Status 1 with the user and the User.Token cookie; Status 0 for any wrong email or password',
  body: LoginBodySchema, response: LoginResponseSchema,
});

export const currentUserRoute = defineRoute({
  method: 'GET', path: '/user/current', tags,
  summary: 'The signed-in user (Status 1); 401 without a live session',
  response: SessionUserSchema,
});

export const logoutRoute = defineRoute({
  method: 'GET', path: '/state/logout', tags,
  summary: 'Ends the current session and clears the cookie (also fine without a session)',
  response: StatusOkSchema,
});

/**
 * Issue #19: a Google or Facebook account whose email belongs to an existing account links to it only once that
 * account's password is proved (the login page asks for it). Status 0 for a wrong password or an expired request.
 */
export const linkPendingSocialRoute = defineRoute({
  method: 'POST', path: '/auth/link-pending', tags,
  summary: 'Links the provider account met at sign-in to the existing account with the same email once its password is proved, and signs in; Status 0 for a wrong password',
  body: z.strictObject({ Password: z.string().check(z.minLength(1), z.maxLength(1024)) }),
  response: LoginResponseSchema,
});
