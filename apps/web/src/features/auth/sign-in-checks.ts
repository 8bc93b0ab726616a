import { LoginBodySchema, linkPendingSocialRoute, loginRoute } from '@marketplace/contracts/identity/session.mini';
import * as z from 'zod/mini';
import type { RouteCallInput } from '../../lib/api-route';
import { formCheck } from '../../lib/form-check';
import { linkPendingSocial, login as loginCall } from '../../lib/api/client/identity/session.mini';

/**
 * The login page's contracts at work: its two forms' checks and their requests. Fetched when a field of either form is
 * first focused, or a form submitted (lib/light-form.ts), so zod and the contracts' schemas are not in the login page's
 * first load (ADR 0066).
 */

/**
 * The login form's fields are the request's (spec §5: email required, password required); the email is sent trimmed.
 * RememberMe is not a field: spec §3 sends it always true, and the session lasts SESSION_DAYS (stated in the privacy
 * policy).
 */
export type LoginFormValues = Omit<z.output<typeof LoginBodySchema>, 'RememberMe'>;
const LoginFormSchema = z.pipe(
  z.transform((v: LoginFormValues): z.input<typeof LoginBodySchema> => ({ ...v, UserName: v.UserName.trim(), RememberMe: true })),
  LoginBodySchema,
);
export const loginCheck = formCheck(LoginFormSchema);

/** POST /api/user/login (spec §3 login payload). */
export const sendLogin = (body: RouteCallInput<typeof loginRoute>['body']) => loginCall({ body });

export const socialLinkCheck = formCheck(linkPendingSocialRoute.body);

/** POST /api/auth/link-pending: links the provider account once the existing account's password is proved (issue #19). */
export const sendSocialLink = (body: RouteCallInput<typeof linkPendingSocialRoute>['body']) => linkPendingSocial({ body });
