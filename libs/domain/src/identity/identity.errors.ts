import { DomainError } from '../shared/domain-error';
import { IMPERSONATION_REASON_MIN } from './user-admins';

/**
 * Stable error codes of the identity context. The web maps each code to a translated message; the English text here
 * is for logs and API explorers only.
 */
export const IdentityErrors = {
  emailInvalid: (field = 'body.Email') => new DomainError('identity.email_invalid', 'validation', 'The email must be valid', field),
  emailReserved: (field = 'body.Email') => new DomainError('identity.email_reserved', 'validation', 'You cannot use this email address', field),
  emailRequired: (field = 'body.Email') => new DomainError('identity.email_required', 'validation', 'Required', field),
  emailAlreadyTaken: (field = 'body.Email') => new DomainError('identity.email_already_taken', 'conflict', 'Email already taken', field),
  usernameInvalid: (field = 'body.Username') =>
    new DomainError('identity.username_invalid', 'validation', 'A user name has 3 to 64 letters, digits or . _ - @', field),
  passwordTooShort: (field: string, min: number) =>
    new DomainError('identity.password_too_short', 'validation', `The password needs at least ${min} characters`, field, { min }),
  passwordTooLong: (field: string, max: number) =>
    new DomainError('identity.password_too_long', 'validation', `The password has at most ${max} characters`, field, { max }),
  passwordIncorrect: () => new DomainError('identity.password_incorrect', 'validation', 'Your current password is incorrect', 'body.CurrentPassword'),
  phoneInvalid: (field: string) => new DomainError('identity.phone_invalid', 'validation', 'A phone number has 10 digits', field),
  phoneRequired: (field = 'body.Phone') => new DomainError('identity.phone_required', 'validation', 'A phone number is required to confirm by SMS', field),
  postalCodeInvalid: (field: string) => new DomainError('identity.postal_code_invalid', 'validation', 'A postal code looks like A1A 1A1', field),
  dateOfBirthInvalid: (field: string) => new DomainError('identity.date_of_birth_invalid', 'validation', 'Invalid date of birth', field),
  languageUnknown: (field: string) => new DomainError('identity.language_unknown', 'validation', 'Unknown language', field),
  companyUnknown: (field: string) => new DomainError('identity.company_unknown', 'validation', 'No such company', field),
  userTypeNotAllowed: (field = 'body.UserType_Id') =>
    new DomainError('identity.user_type_not_allowed', 'forbidden', 'This user type cannot be chosen here', field),
  sectionUnknown: (field: string) => new DomainError('identity.section_unknown', 'validation', 'Unknown dashboard section', field),
  statusUnknown: (field: string) => new DomainError('identity.status_unknown', 'validation', 'Unknown user status', field),

  userNotFound: () => new DomainError('identity.user_not_found', 'not_found', 'No such user'),
  alreadyRegistered: () => new DomainError('identity.already_registered', 'conflict', 'This user already exists'),
  accountDeleted: () => new DomainError('identity.account_deleted', 'not_found', 'This account was deleted'),
  accountSuspended: () => new DomainError('identity.account_suspended', 'forbidden', 'This account was suspended by an administrator'),
  confirmationRequired: () =>
    new DomainError('identity.confirmation_required', 'validation', 'Type CONTINUE to confirm the deletion', 'body.Confirmation'),
  deletionBlocked: (blockers: readonly string[]) => new DomainError(
    'identity.deletion_blocked', 'conflict', 'Your deposit must be refunded before your account can be deleted', 'body.Mode', { blockers },
  ),

  tokenInvalid: (field: string) => new DomainError('identity.token_invalid', 'validation', 'This link is not valid or has already been used', field),
  tokenExpired: (field: string) => new DomainError('identity.token_expired', 'precondition', 'This link has expired', field),
  codeInvalid: () => new DomainError('identity.code_invalid', 'validation', 'This code is not valid', 'body.Code'),
  codeExpired: () => new DomainError('identity.code_expired', 'precondition', 'Your code expired. You can request a new one', 'body.Code'),
  codeAttemptsExceeded: () =>
    new DomainError('identity.code_attempts_exceeded', 'precondition', 'Too many wrong codes: request a new one', 'body.Code'),

  notAllowedOnUser: () => new DomainError('identity.not_allowed_on_user', 'forbidden', 'Your account may not manage this user'),
  cannotImpersonate: () => new DomainError('identity.cannot_impersonate', 'forbidden', 'This user cannot be impersonated'),
  notImpersonating: () => new DomainError('identity.not_impersonating', 'precondition', 'You are not impersonating anyone'),
  socialAlreadyLinked: () =>
    new DomainError('identity.social_already_linked', 'conflict', 'Another account of this provider is already linked', 'body.Provider'),
  socialNotLinked: () => new DomainError('identity.social_not_linked', 'precondition', 'This provider is not linked to your account', 'body.Provider'),
  lastSignInMethod: () =>
    new DomainError('identity.last_sign_in_method', 'precondition', 'This is the only way to sign in to your account: set a password first', 'body.Provider'),
  /** Another request changed the account between reading and writing it (optimistic concurrency): nothing was written. */
  accountChangedConcurrently: (field?: string) =>
    new DomainError('identity.account_changed_concurrently', 'conflict', 'Your account changed at the same time elsewhere: try again', field),
  impersonationReasonRequired: () => new DomainError('identity.reason_required', 'validation', `A reason of at least ${IMPERSONATION_REASON_MIN} characters`, 'query.reason'),
  alreadyImpersonating: () => new DomainError('identity.already_impersonating', 'precondition', 'End the current impersonation first'),
} as const;
