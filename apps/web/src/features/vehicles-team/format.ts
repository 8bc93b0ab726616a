import { formatDateTime } from '@marketplace/domain/shared';

/** Display formats of the vehicles-team screens, in the page language (money is integer cents): the shared formatter (ADR 0060). */
export { kilometres, money } from '../../lib/format';

/** Date and time of a change ("—" for none). */
export function dateTime(iso: string | null | undefined, lang: string): string {
  if (!iso) return '—';
  return Number.isNaN(Date.parse(iso)) ? '—' : formatDateTime(iso, lang);
}

/** Dollars as typed ("31999", "31 999,50", "$31,999.50") -> cents; anything else -> NaN. */
export function dollarsToCents(text: string): number {
  let clean = text.trim().replace(/[\s$\u00a0\u202f]/g, '');
  if (/,\d{1,2}$/.test(clean) && !clean.includes('.')) clean = clean.replace(/,(\d{1,2})$/, '.$1');
  clean = clean.replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return Number.NaN;
  return Math.round(Number(clean) * 100);
}

/** Cents -> the dollars text a field starts with ("31999.5" -> "31999.50"). */
export const centsToDollarsText = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

/** Kilometres typed with spaces or commas ("12 500"); anything else -> NaN. */
export function kilometresOf(text: string): number {
  const digits = text.replace(/[\s,]/g, '');
  return /^\d{1,7}$/.test(digits) ? Number(digits) : Number.NaN;
}
