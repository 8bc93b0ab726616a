/** The calendar day of a date in the browser's time zone, `YYYY-MM-DD`. */
export function isoDay(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/** The last `days` days ending `today` (spec §9: 10 for the dashboard, 30 for lead management), `YYYY-MM-DD`. */
export function lastDays(days: number, today: Date): { startDate: string; endDate: string } {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
  return { startDate: isoDay(start), endDate: isoDay(today) };
}

/** Spec §9: lead management shows dates as YYYY/MM/DD. */
export const toSlashed = (iso: string) => iso.replaceAll('-', '/');

/** `YYYY/MM/DD` (or `YYYY-MM-DD`) typed by the user to `YYYY-MM-DD`, or null when it is not a real date. */
export function fromSlashed(text: string): string | null {
  const m = /^(\d{4})[/-](\d{2})[/-](\d{2})$/.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  return date.getUTCMonth() === Number(mo) - 1 && date.getUTCDate() === Number(d) ? `${y}-${mo}-${d}` : null;
}
