import { z } from 'zod';
import { defineRoute } from '../shared/route';
import { queryInt, text } from './fields';
import { DashboardSectionsSchema, StatusOkSchema } from './user';

const tags = ['identity'] as const;

export const IdentityLanguageQuerySchema = z.object({ languageId: queryInt(1, 1000).optional() });

export const sendVerificationEmailRoute = defineRoute({
  method: 'POST', path: '/user/SendVerificationEmail', tags,
  summary: 'Sends the activation email again to the signed-in user (a new link; older links stay valid until they expire)',
  query: IdentityLanguageQuerySchema,
  response: StatusOkSchema,
});

export const ActivateAccountBodySchema = z.strictObject({ token: z.string().min(1).max(512) });
export const activateAccountRoute = defineRoute({
  method: 'POST', path: '/user/activate-account', tags,
  summary: 'Activates the account with the email link token (identity.token_invalid / identity.token_expired otherwise)',
  body: ActivateAccountBodySchema, response: StatusOkSchema,
});

export const SendSmsCodeBodySchema = z.strictObject({
  /** 10 digits (separators allowed). Defaults to the profile's cell, then phone. */
  Phone: text(25).optional(),
});
export const sendSmsCodeRoute = defineRoute({
  method: 'POST', path: '/user/SendSmsCode', tags,
  summary: 'Texts a 6-digit code (valid 10 minutes; a resend replaces it) to verify the phone / activate the account',
  query: IdentityLanguageQuerySchema, body: SendSmsCodeBodySchema, response: StatusOkSchema,
});

export const VerifySmsCodeBodySchema = z.strictObject({
  Phone: text(25).optional(),
  Code: z.string().regex(/^\d{6}$/, 'A code has 6 digits'),
});
export const verifySmsCodeRoute = defineRoute({
  method: 'POST', path: '/user/VerifySmsCode', tags,
  summary: 'Checks the SMS code: identity.code_invalid, identity.code_expired, identity.code_attempts_exceeded (after 5)',
  body: VerifySmsCodeBodySchema, response: StatusOkSchema,
});

export const SendResetPasswordEmailQuerySchema = z.object({
  languageId: queryInt(1, 1000).default(1),
  email: z.string().min(1).max(254),
});
export const sendResetPasswordEmailRoute = defineRoute({
  method: 'POST', path: '/user/send-reset-password-email', tags,
  summary: 'Sends a reset link (valid 1 hour, single use) when the account exists; the answer is the same either way',
  query: SendResetPasswordEmailQuerySchema, response: StatusOkSchema,
});

/**
 * Spec §7: reset (and create) password take their parameters in the query string. The same two fields are also
 * accepted as a JSON body, which keeps the new password out of URLs and access logs; prefer it.
 */
export const ResetPasswordQuerySchema = z.object({ Guid: z.string().min(1).max(512).optional(), NewPassword: z.string().min(1).max(1024).optional() });
export const ResetPasswordBodySchema = z.strictObject({ Guid: z.string().min(1).max(512), NewPassword: z.string().min(1).max(1024) }).optional();
export const resetPasswordRoute = defineRoute({
  method: 'POST', path: '/user/reset-password', tags,
  summary: 'Sets a new password with a reset or create-password link token; ends every session of the user',
  query: ResetPasswordQuerySchema, body: ResetPasswordBodySchema, response: StatusOkSchema,
});

export const reactivateAccountRoute = defineRoute({
  method: 'POST', path: '/user/reactivate-account', tags,
  summary: 'Reactivates the signed-in, deactivated account (identity.account_suspended when an admin suspended it)',
  response: StatusOkSchema,
});

export const DeleteAccountBodySchema = z.strictObject({
  Mode: z.enum(['deactivate', 'delete']),
  /** Required for 'delete': the word CONTINUE typed by the user (spec §5). */
  Confirmation: text(20).optional(),
});
export const deleteAccountSectionRoute = defineRoute({
  method: 'POST', path: '/user/delete-account-section', tags,
  summary: "Deactivates the account, or deletes it irreversibly (personal data crypto-shredded); ends every session",
  body: DeleteAccountBodySchema, response: StatusOkSchema,
});

export const UnsubscribeRemindersBodySchema = z.strictObject({ token: z.string().min(1).max(512) });
export const unsubscribeRemindersRoute = defineRoute({
  method: 'POST', path: '/notifications/unsubscribe', tags,
  summary: "Stops the reminder emails (reservation ending, trade-in offer expiring) with the signed token of a reminder's link; no sign-in needed (identity.token_invalid otherwise). Receipts and confirmations still go out",
  body: UnsubscribeRemindersBodySchema, response: z.object({ unsubscribed: z.literal(true) }),
});

export const UpdateUserPasswordBodySchema = z.strictObject({
  CurrentPassword: z.string().min(1).max(1024),
  NewPassword: z.string().min(1).max(1024),
});
export const updateUserPasswordRoute = defineRoute({
  method: 'POST', path: '/user/update-user-password', tags,
  summary: 'Changes the password (proving the current one); ends every other session and renews this one',
  body: UpdateUserPasswordBodySchema, response: StatusOkSchema,
});

/** Profile fields a user edits; absent fields keep their value. */
export const ProfileFieldsSchema = {
  FirstName: text(100).optional(),
  LastName: text(100).optional(),
  Phone: text(25).optional(),
  Cell: text(25).optional(),
  PostalCode: text(10).optional(),
  Language_Id: z.number().int().min(1).max(1000).optional(),
  DateOfBirth: text(40).optional(),
  address: text(300).optional(),
  City_Id: z.number().int().min(0).max(2_147_483_647).optional(),
  ProvinceId: z.number().int().min(0).max(1000).optional(),
  Company_Name: text(200).optional(),
  /** Changing the email asks for a new activation; refused while impersonating. */
  Email: text(254).optional(),
};
export const UpdateUserSelfBodySchema = z.strictObject(ProfileFieldsSchema);
export const updateUserSelfRoute = defineRoute({
  method: 'POST', path: '/user/update-user-self', tags,
  summary: "Updates the signed-in user's own profile",
  body: UpdateUserSelfBodySchema, response: StatusOkSchema,
});

export const dashboardSectionsRoute = defineRoute({
  method: 'GET', path: '/user/get-user-dashboard-sections', tags,
  summary: "Drawer sections of the signed-in user: every section id with its active flag (type defaults + admin overrides)",
  response: DashboardSectionsSchema,
});
