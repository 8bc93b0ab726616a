import { formatKilometres, formatMoney, formatPercent } from '@marketplace/domain/shared';

/** Display formats of the catalog pages, in the page language (money is integer cents everywhere), from the shared locale formatter (ADR 0060). */

/** "$31,999" / "31 999 $" for whole dollars, with cents otherwise ("$123.45" / "123,45 $"). */
export const money = (cents: number, lang: string, options: { cents?: boolean } = {}): string => formatMoney(cents, lang, options);

/** "12,345 km" / "12 345 km". */
export const kilometres = (km: number, lang: string): string => formatKilometres(km, lang);

/** "9.975%" / "9,975 %" as Intl writes a percent in the page language. */
export const percent = (value: number, lang: string): string => formatPercent(value, lang);

/** Whole dollars or dollars and cents typed in a field -> cents; empty -> 0; anything else -> NaN. */
export function dollarsTextToCents(text: string): number {
  let clean = text.trim().replace(/[\s$\u00a0\u202f]/g, '');
  if (/,\d{1,2}$/.test(clean) && !clean.includes('.')) clean = clean.replace(/,(\d{1,2})$/, '.$1');
  clean = clean.replace(/,/g, '');
  if (clean === '') return 0;
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return Number.NaN;
  return Math.round(Number(clean) * 100);
}

/** The vehicle's name: "2025 Toyota RAV4 XLE AWD". */
export const vehicleName = (v: { year: number; make: string; model: string; trim?: string }) => [v.year, v.make, v.model, v.trim].filter(Boolean).join(' ');
