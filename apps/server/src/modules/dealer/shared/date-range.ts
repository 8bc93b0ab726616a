import { DealerErrors } from './dealer.errors';

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * A range of calendar days (UTC) ending `endDate` (default: today) and `days` long by default (spec §9: the dashboard
 * shows the last 10 days, lead management the last 30). Returns the days and the half-open instant bounds.
 */
export function dayRange(now: Date, days: number, startDate?: string, endDate?: string) {
  const end = endDate ?? isoDay(now);
  const start = startDate ?? isoDay(new Date(Date.parse(`${end}T00:00:00Z`) - (days - 1) * DAY_MS));
  if (start > end) throw DealerErrors.invalidDateRange();
  return {
    startDate: start,
    endDate: end,
    from: `${start}T00:00:00.000Z`,
    until: new Date(Date.parse(`${end}T00:00:00Z`) + DAY_MS).toISOString(),
  };
}

/** The days of a range (inclusive). */
export function daysIn(startDate: string, endDate: string): number {
  return (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS + 1;
}

/** Every day of a range, in order (`YYYY-MM-DD`). */
export function daysOf(startDate: string, endDate: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${startDate}T00:00:00Z`); t <= Date.parse(`${endDate}T00:00:00Z`); t += DAY_MS) out.push(isoDay(new Date(t)));
  return out;
}
