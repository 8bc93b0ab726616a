import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@marketplace/domain/identity';
import { isApiError } from './http';

/**
 * User-facing text for the server's stable error codes (ARCHITECTURE §2: text never comes from the server).
 * Unknown codes read as the generic message. To keep the first page light, this file maps the codes that public pages
 * meet; `account-problem-messages.ts` adds those of the signed-in areas when they load (its texts are in the account
 * catalog part), and features/admin-users maps the codes only users management meets.
 */
export const GENERIC_ERROR = msg`Something went wrong, please try again`;

const minimum = PASSWORD_MIN_LENGTH;
const maximum = PASSWORD_MAX_LENGTH;

const BY_CODE: Record<string, MessageDescriptor> = {
  'network.unreachable': msg`We can't reach the server. Check your connection and try again.`,
  'client.unexpected_response': msg`An error occurred please try again later`,
  'auth.unauthenticated': msg`Your session has ended. Please log in again.`,
  'auth.forbidden': msg`Unauthorized. You do not have the privilege to access this page.`,
  'auth.csrf_failed': msg`Your session has expired. Reload the page and try again.`,
  'validation.invalid_input': msg`Please check all fields.`,
  'validation.out_of_range': msg`Please check all fields.`,
  'validation.invalid_text': msg`This text has characters that cannot be read. Type it again.`,
  'identity.email_already_taken': msg`Email already taken`,
  'identity.email_reserved': msg`You cannot use this email address`,
  'identity.email_invalid': msg`The email must be valid`,
  'identity.email_required': msg`Required`,
  'identity.invalid_credentials': msg`Invalid password or email`,
  'identity.token_invalid': msg`This link is not valid or has already been used.`,
  'identity.token_expired': msg`This link has expired. Request a new one.`,
  'identity.token_required': msg`This link is incomplete. Open the link from the email again.`,
  'identity.password_required': msg`Required`,
  'identity.password_too_short': msg`Use at least ${minimum} characters`,
  'identity.password_too_long': msg`Use at most ${maximum} characters`,
  'identity.account_suspended': msg`An administrator suspended this account. Contact us to reactivate it.`,
  'platform.database_unavailable': msg`The service is temporarily unavailable. Please try again in a moment.`,
  'rate_limit.exceeded': msg`Too many attempts. Please wait a moment and try again.`,
  'payments.not_configured': msg`Online payment is not available at the moment. Please contact us.`,
  'sms.unavailable': msg`We could not send the text message. Please try again in a moment.`,
  'http.429': msg`Too many attempts. Please wait a moment and try again.`,
  'http.503': msg`The service is temporarily unavailable. Please try again in a moment.`,
};

/** Adds the messages of codes that only some areas meet (called when their modules load). */
export function registerProblemMessages(messages: Record<string, MessageDescriptor>): void {
  Object.assign(BY_CODE, messages);
}

/** The codes that have their own message so far (tests check that the server's codes are all mapped). */
export function mappedCodes(): ReadonlySet<string> {
  return new Set(Object.keys(BY_CODE));
}

export function messageForCode(code: string | undefined): MessageDescriptor {
  return (code && BY_CODE[code]) || GENERIC_ERROR;
}

/** Throttled (429 `rate_limit.exceeded`): "Too many attempts, try again in N minutes", rounded up to whole minutes. */
export function rateLimitMessage(retryAfterSeconds: number | undefined): MessageDescriptor {
  if (!retryAfterSeconds || retryAfterSeconds <= 0) return BY_CODE['rate_limit.exceeded'];
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return msg`${plural(minutes, { one: 'Too many attempts, try again in # minute', other: 'Too many attempts, try again in # minutes' })}`;
}

export function isRateLimited(error: unknown): boolean {
  return isApiError(error) && (error.status === 429 || error.code === 'rate_limit.exceeded');
}

export function problemMessage(error: unknown): MessageDescriptor {
  if (!isApiError(error)) return GENERIC_ERROR;
  if (isRateLimited(error)) return rateLimitMessage(error.problem.retryAfterSeconds);
  return messageForCode(error.code);
}
