/**
 * Spec §5 email format: letters, digits, underscore, hyphen or dot, then @, a domain, a dot and 2 to 4 letters.
 * Domain labels are letters, digits and hyphens, separated by dots. Literal reading: '+' in the local part and
 * top-level domains longer than 4 letters (e.g. .quebec) are refused.
 */
const EMAIL_FORMAT = /^[A-Za-z0-9_.-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,4}$/;
/** RFC 5321 path limit; also bounds the regex work. */
export const EMAIL_MAX_LENGTH = 254;

export function isEmailFormatValid(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_FORMAT.test(email);
}

/**
 * Spec §5 "some addresses are reserved for development" ("You cannot use this email address").
 * Refused domains (and their subdomains): the RFC 2606 example domains, the RFC 2606/6761 special-use
 * top-level domains, and test.com, a real domain commonly typed as a fake address.
 */
export const RESERVED_EMAIL_DOMAINS: readonly string[] = ['example.com', 'example.net', 'example.org', 'test.com'];
export const RESERVED_EMAIL_TLDS: readonly string[] = ['test', 'example', 'invalid', 'localhost', 'local'];

export function isReservedEmail(email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase().replace(/\.$/, '');
  const tld = domain.slice(domain.lastIndexOf('.') + 1);
  return RESERVED_EMAIL_TLDS.includes(tld) || RESERVED_EMAIL_DOMAINS.some((reserved) => domain === reserved || domain.endsWith(`.${reserved}`));
}

/** Format valid and not reserved: what sign-up accepts. */
export const isAcceptableEmail = (email: string): boolean => isEmailFormatValid(email) && !isReservedEmail(email);
