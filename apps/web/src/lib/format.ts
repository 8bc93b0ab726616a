/** Money (integer cents) in the page language: "$25,000.00" (en-ca), "25 000,00 $" (fr-ca). */
export function money(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' }).format(cents / 100);
}

/** mm:ss of a number of seconds (never negative). */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
