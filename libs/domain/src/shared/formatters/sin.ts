import { passesLuhn } from './luhn';

/**
 * Canadian Social Insurance Number: 9 digits, Luhn check digit (Employment and Social Development Canada).
 * Optional everywhere (Office of the Privacy Commissioner): never a condition of service, never logged.
 */
export function isValidSinNumber(sin: string): boolean {
  const digits = sin.replace(/[\s-]/g, '');
  return /^\d{9}$/.test(digits) && passesLuhn(digits);
}
