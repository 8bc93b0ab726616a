import { DomainError } from '../shared';

/** Canadian provinces and territories (Canada Post two-letter codes). */
export const PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;
export type Province = (typeof PROVINCES)[number];

export const isProvince = (value: string): value is Province => (PROVINCES as readonly string[]).includes(value);

/** Accepts any case and surrounding spaces ('qc ' -> 'QC'); anything else is `pricing.unknown_province`. */
export function toProvince(value: string): Province {
  const code = value.trim().toUpperCase();
  if (!isProvince(code)) {
    throw new DomainError('pricing.unknown_province', 'validation', `Unknown province or territory: ${value}`, 'province');
  }
  return code;
}
