import { isEmailFormatValid, isReservedEmail } from '../shared/formatters/email';
import { IdentityErrors } from './identity.errors';

/** Password length rules (OWASP ASVS 2.1: at least 8, allow at least 64; we allow 128). No composition rules. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Throws a DomainError naming `field` when the password breaks the length policy. Counts code points. */
export function assertPasswordPolicy(password: string, field: string): void {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) throw IdentityErrors.passwordTooShort(field, PASSWORD_MIN_LENGTH);
  if (length > PASSWORD_MAX_LENGTH) throw IdentityErrors.passwordTooLong(field, PASSWORD_MAX_LENGTH);
}

/** Email as stored and compared: trimmed, lower case (domains are case-insensitive; we treat local parts so too). */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** Spec §5 email rules: format, then the addresses reserved for development (`identity.email_reserved`). */
export function parseEmail(raw: string, field = 'body.Email'): string {
  const email = raw.trim();
  if (!isEmailFormatValid(email)) throw IdentityErrors.emailInvalid(field);
  if (isReservedEmail(email)) throw IdentityErrors.emailReserved(field);
  return normalizeEmail(email);
}

const USERNAME = /^[A-Za-z0-9_.@-]{3,64}$/;

/** A user name used as a login when an account has no email (phone confirmation). */
export function parseUsername(raw: string, field = 'body.Username'): string {
  const name = raw.trim();
  if (!USERNAME.test(name)) throw IdentityErrors.usernameInvalid(field);
  return name.toLowerCase();
}

/**
 * The login identity of an account: its email, or (for accounts registered without one) its user name.
 * The same normalisation runs at login, so 'Jo@Mail.ca ' finds 'jo@mail.ca'. Prefixed so that an email and a
 * user name can never collide.
 */
export const loginIdentityOf = (value: string): string => (value.includes('@') ? `email:${normalizeEmail(value)}` : `name:${value.trim().toLowerCase()}`);

/** Digits of a North American phone number, or '' when empty; throws when it is not 10 digits. */
export function parsePhone(raw: string, field: string): string {
  const digits = raw.replace(/\D/g, '');
  if (raw.trim() === '') return '';
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) throw IdentityErrors.phoneInvalid(field);
  return national;
}

/** ISO date (YYYY-MM-DD or a full ISO timestamp) of someone born between 1900 and `today`; '' stays empty. */
export function parseDateOfBirth(raw: string, today: Date, field: string): string {
  const value = raw.trim();
  if (value === '') return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T[0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(value);
  if (!m) throw IdentityErrors.dateOfBirthInvalid(field);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) throw IdentityErrors.dateOfBirthInvalid(field);
  if (y < 1900 || date.getTime() > today.getTime()) throw IdentityErrors.dateOfBirthInvalid(field);
  return `${m[1]}-${m[2]}-${m[3]}`;
}
