/** Money (integer cents) in the page language: "$25,000.00" (en-ca), "25 000,00 $" (fr-ca). */
export function money(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' }).format(cents / 100);
}

/** Whole dollars typed in a field -> cents (empty -> 0; anything else -> NaN, which validation refuses). */
export function dollarsToCents(text: string): number {
  let clean = text.trim().replace(/[\s$\u00a0\u202f]/g, '');
  // A French decimal comma ("1 500,50"); other commas separate thousands ("2,000.25").
  if (/,\d{1,2}$/.test(clean) && !clean.includes('.')) clean = clean.replace(/,(\d{1,2})$/, '.$1');
  clean = clean.replace(/,/g, '');
  if (clean === '') return 0;
  const n = Number(clean);
  return Number.isFinite(n) ? Math.round(n * 100) : Number.NaN;
}

export const centsToDollarsText = (cents: number | undefined | null): string => (cents ? String(cents / 100) : '');

/** mm:ss of a number of seconds (never negative). */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
