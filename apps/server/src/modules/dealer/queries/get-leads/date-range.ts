import { DealerErrors } from '@marketplace/domain';

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
/** The days a range may name: the contracts' IsoDate years (1900-2999), which PostgreSQL and the answers' dates all take. */
const FIRST_DAY = '1900-01-01';
const LAST_DAY = '2999-12-31';
const isDayInYears = (day: string) => {
  const t = Date.parse(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= FIRST_DAY && day <= LAST_DAY && !Number.isNaN(t) && isoDay(new Date(t)) === day;
};

/**
 * A range of calendar days (UTC) ending `endDate` (default: today) and `days` long by default (spec §9: the dashboard
 * shows the last 10 days, lead management the last 30). Returns the days and the half-open instant bounds.
 */
export function dayRange(now: Date, days: number, startDate?: string, endDate?: string) {
  // A day outside the years is a 400, never a database error; a default start never precedes the first day.
  const end = endDate ?? isoDay(now);
  if (!isDayInYears(end)) throw DealerErrors.invalidDateRange('endDate');
  const defaultStart = isoDay(new Date(Date.parse(`${end}T00:00:00Z`) - (days - 1) * DAY_MS));
  const start = startDate ?? (defaultStart < FIRST_DAY ? FIRST_DAY : defaultStart);
  if (!isDayInYears(start) || start > end) throw DealerErrors.invalidDateRange();
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
