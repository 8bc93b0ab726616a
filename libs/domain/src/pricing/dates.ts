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

/** The time zone a province's calendar day is read in (taxes and delivery dates are the dealer's or buyer's days). */
export const PROVINCE_TIME_ZONES: Readonly<Record<string, string>> = {
  AB: 'America/Edmonton', BC: 'America/Vancouver', MB: 'America/Winnipeg', NB: 'America/Moncton', NL: 'America/St_Johns',
  NS: 'America/Halifax', NT: 'America/Yellowknife', NU: 'America/Iqaluit', ON: 'America/Toronto', PE: 'America/Halifax',
  QC: 'America/Toronto', SK: 'America/Regina', YT: 'America/Whitehorse',
};

/** One formatter per time zone (a handful): building an Intl.DateTimeFormat costs far more than formatting with it. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const MS_PER_MINUTE = 60_000;
/**
 * The last day read per time zone, with the minute it was read for. Every zone's offset is a whole number of minutes
 * (Newfoundland's -3:30 too), so a day starts on a minute: every instant of one minute has the same local date. A
 * quote reads it twice per request, and formatting was 1.4 % of the review order's CPU.
 */
const lastDays = new Map<string, { readonly minute: number; readonly day: IsoDate }>();

/** 'YYYY-MM-DD' of `instant` in the province's time zone (Toronto's for an unknown province). */
export function localDate(instant: Date, province: string): IsoDate {
  const zone = PROVINCE_TIME_ZONES[province] ?? 'America/Toronto';
  const minute = Math.floor(instant.getTime() / MS_PER_MINUTE);
  const last = lastDays.get(zone);
  if (last?.minute === minute) return last.day;
  let format = dayFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(zone, format);
  }
  const day = format.format(instant);
  lastDays.set(zone, { minute, day });
  return day;
}
