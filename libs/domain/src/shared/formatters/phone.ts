/** Spec §5: inputs longer than this are left as typed (e.g. an international number). */
export const PHONE_MAX_INPUT_LENGTH = 16;
const PHONE_DIGITS = 10;

/**
 * Formats a North American phone number as 'NNN NNN-NNNN' while it is typed: strips non-digits, keeps at most
 * 10 digits, inserts a space after the 3rd and a hyphen after the 6th ('5145551' -> '514 555-1').
 * Input longer than 16 characters is returned unchanged. Idempotent.
 */
export function formatPhone(input: string): string {
  if (input.length > PHONE_MAX_INPUT_LENGTH) return input;
  const digits = input.replace(/\D/g, '').slice(0, PHONE_DIGITS);
  const [area, exchange, line] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
  if (digits.length <= 3) return area;
  if (digits.length <= 6) return `${area} ${exchange}`;
  return `${area} ${exchange}-${line}`;
}

/** A complete number in the 'NNN NNN-NNNN' shape. */
export const isFormattedPhone = (value: string): boolean => /^\d{3} \d{3}-\d{4}$/.test(value);
