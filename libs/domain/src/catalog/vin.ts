import { normalizeVin, vinCheckDigit } from '../shared/formatters';

/** Puts the right North American check digit in position 9 of a 17-character VIN (used to build demo VINs). */
export function withVinCheckDigit(vin: string): string {
  const normalized = normalizeVin(vin);
  const digit = vinCheckDigit(normalized);
  return normalized.slice(0, 8) + digit + normalized.slice(9);
}
