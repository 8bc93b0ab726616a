export { clock, kilometres, money, percent } from '../../lib/format';

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

