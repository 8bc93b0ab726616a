import { DomainError } from '../shared';

/** A calendar date 'YYYY-MM-DD'. The domain has no clock: "today" is always passed in. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Spec §9: "a date helper gives today plus 2 days". */
export const DEFAULT_DAYS_AHEAD = 2;

export function isIsoDate(value: string): value is IsoDate {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function assertIsoDate(value: string, field: string): IsoDate {
  if (!isIsoDate(value)) throw new DomainError('pricing.invalid_date', 'validation', `${field} must be a YYYY-MM-DD date`, field);
  return value;
}

/** `todayIso` plus `days` calendar days (not business days), e.g. todayPlusDays('2025-12-31', 2) -> '2026-01-02'. */
export function todayPlusDays(todayIso: IsoDate, days: number = DEFAULT_DAYS_AHEAD): IsoDate {
  assertIsoDate(todayIso, 'today');
  if (!Number.isSafeInteger(days)) throw new DomainError('pricing.invalid_days', 'validation', 'days must be a whole number', 'days');
  const result = new Date(Date.parse(`${todayIso}T00:00:00Z`) + days * MS_PER_DAY);
  const iso = Number.isNaN(result.getTime()) ? '' : result.toISOString().slice(0, 10);
  if (!isIsoDate(iso)) throw new DomainError('pricing.invalid_days', 'validation', 'days lead outside 0100-9999', 'days');
  return iso;
}

/** The calendar day of an instant in a province (its time zone), shared with the locale formatter (ADR 0060). */
export { localDate, PROVINCE_TIME_ZONES } from '../shared/formatters/local-date';
