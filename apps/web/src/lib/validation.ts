import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { PASSWORD_MIN_LENGTH } from '@marketplace/domain/identity';
import { isEmailFormatValid, isReservedEmail } from '@marketplace/domain/shared';
import { messageForCode } from './problem-messages';

export { isEmailFormatValid, isReservedEmail };

/**
 * Form validation (spec §5). Schemas carry language-neutral codes as their messages; `validationMessage()` turns a code
 * into the Lingui message of the current language when the field renders, so switching language re-translates errors.
 */
export const ValidationCode = {
  required: 'required',
  emailInvalid: 'email_invalid',
  emailReserved: 'email_reserved',
  passwordsSame: 'passwords_same',
  passwordsMatch: 'passwords_match',
  termsRequired: 'terms_required',
  phoneInvalid: 'phone_invalid',
  passwordTooShort: 'password_too_short',
  postalCodeInvalid: 'postal_code_invalid',
  smsCodeInvalid: 'sms_code_invalid',
  confirmWord: 'confirm_word',
  wholeNumber: 'whole_number',
  /** Longer than its contract allows. */
  tooLong: 'too_long',
  /** Any other value its contract refuses. */
  invalid: 'invalid',
  /** Server answers shown on the email field of the sign-up form (spec §8). */
  emailTaken: 'email_taken',
  emailAlreadyTaken: 'email_already_taken',
  registerFailed: 'register_failed',
} as const;
export type ValidationCode = (typeof ValidationCode)[keyof typeof ValidationCode];

const minimum = PASSWORD_MIN_LENGTH;

const MESSAGES: Record<ValidationCode, MessageDescriptor> = {
  required: msg`Required`,
  email_invalid: msg`The email must be valid`,
  email_reserved: msg`You cannot use this email address`,
  passwords_same: msg`Both password need to be the same`,
  passwords_match: msg`Both password need to match !`,
  terms_required: msg`You must agree to the Terms & Services`,
  phone_invalid: msg`Enter a 10-digit phone number`,
  password_too_short: msg`Use at least ${minimum} characters`,
  postal_code_invalid: msg`Enter a valid postal code, such as H2X 1Y4`,
  sms_code_invalid: msg`Enter the 6-digit code`,
  confirm_word: msg`Type CONTINUE to confirm`,
  whole_number: msg`Enter a whole number`,
  too_long: msg`This is too long`,
  invalid: msg`Check this value`,
  email_taken: msg`That email is already taken.`,
  email_already_taken: msg`Email already taken`,
  register_failed: msg`An error occured, try again.`,
};

/**
 * The message for a code, or null for none. A server problem code (`identity.phone_invalid`, set on a field from the
 * answer's field errors) reads as its problem message; an unknown form code reads as the generic "Required".
 */
export function validationMessage(code: string | undefined | null): MessageDescriptor | null {
  if (!code) return null;
  const maximum = code.startsWith(`${ValidationCode.tooLong}:`) ? Number(code.slice(ValidationCode.tooLong.length + 1)) : Number.NaN;
  if (Number.isFinite(maximum)) return msg`Use at most ${maximum} characters`;
  if (code.includes('.')) return messageForCode(code);
  return (MESSAGES as Record<string, MessageDescriptor>)[code] ?? MESSAGES.required;
}

/** The code of a text longer than `maximum` characters: its message says the limit. */
export const tooLongCode = (maximum: number): string => (Number.isFinite(maximum) ? `${ValidationCode.tooLong}:${maximum}` : ValidationCode.tooLong);

/** The code a chosen email shows, or null: the domain's rules (required, well-formed, not reserved), checked before sending. */
export function newEmailProblem(email: string): ValidationCode | null {
  if (!email.trim()) return ValidationCode.required;
  if (!isEmailFormatValid(email)) return ValidationCode.emailInvalid;
  return isReservedEmail(email) ? ValidationCode.emailReserved : null;
}

/** The code a chosen password shows, or null: required, and at least the length the server's policy asks (libs/domain credentials). */
export function newPasswordProblem(password: string): ValidationCode | null {
  if (!password) return ValidationCode.required;
  return password.length < PASSWORD_MIN_LENGTH ? ValidationCode.passwordTooShort : null;
}

interface IssueSink {
  addIssue(issue: { code: 'custom'; path: PropertyKey[]; message: string; params: { code: string } }): void;
}

/**
 * Adds a form rule's code on a field from a schema's `superRefine`, when the rule found a problem: how a form adds
 * what the screen needs (a confirmation, a box to tick, a rule the contract leaves to the domain) to a contract schema.
 */
export function addFormIssue(ctx: IssueSink, field: string, code: string | null | false | undefined): void {
  if (code) ctx.addIssue({ code: 'custom', path: [field], message: code, params: { code } });
}

/** A whole number typed as text (up to 10 digits), else NaN. */
export const wholeNumberOf = (text: string): number => (/^\d{1,10}$/.test(text) ? Number(text) : Number.NaN);
