import { DomainError } from '../domain-error';

/** 17 characters, digits and capital letters except I, O and Q (ISO 3779). */
const VIN_FORMAT = /^[A-HJ-NPR-Z0-9]{17}$/;
export const VIN_LENGTH = 17;

/** North American check digit (49 CFR 565.15, also required in Canada by CMVSS): letter values and position weights. */
const LETTER_VALUES: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4,
  V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const POSITION_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CHECK_DIGIT_INDEX = 8;

/** Upper-cases and trims; VINs are printed in capitals but often typed in lower case. */
export const normalizeVin = (vin: string): string => vin.trim().toUpperCase();

/** True when `vin` has the VIN shape (17 allowed characters), whatever its check digit. */
export const hasVinFormat = (vin: string): boolean => VIN_FORMAT.test(normalizeVin(vin));

/**
 * The check digit ('0'-'9' or 'X') that position 9 of `vin` must hold: Σ value × weight mod 11, 10 -> 'X'.
 * Position 9 itself has weight 0, so any character there is fine. Throws `vin.invalid_format` when the shape is wrong.
 */
export function vinCheckDigit(vin: string): string {
  const normalized = normalizeVin(vin);
  if (!VIN_FORMAT.test(normalized)) {
    throw new DomainError('vin.invalid_format', 'validation', 'A VIN is 17 letters and digits, without I, O or Q', 'vin');
  }
  const sum = [...normalized].reduce((total, char, i) => total + charValue(char) * POSITION_WEIGHTS[i], 0);
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** VIN shape and North American check digit both valid (the "Invalid VIN" rule, spec §5). */
export function isValidVin(vin: string): boolean {
  if (!hasVinFormat(vin)) return false;
  return normalizeVin(vin)[CHECK_DIGIT_INDEX] === vinCheckDigit(vin);
}

function charValue(char: string): number {
  return LETTER_VALUES[char] ?? Number(char);
}

/** Puts the right North American check digit in position 9 of a 17-character VIN (used to build demo VINs). */
export function withVinCheckDigit(vin: string): string {
  const normalized = normalizeVin(vin);
  return normalized.slice(0, 8) + vinCheckDigit(normalized) + normalized.slice(9);
}
