import { formatMoney } from '@marketplace/domain/shared';

/** Money (integer cents) in the page language, always with its cents: "$25,000.00" (en-ca), "25 000,00 $" (fr-ca). ADR 0060. */
export function money(cents: number, locale: string): string {
  return formatMoney(cents, locale, { cents: true });
}

/** mm:ss of a number of seconds (never negative). */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
