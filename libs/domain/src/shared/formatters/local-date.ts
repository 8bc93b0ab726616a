/** A calendar date 'YYYY-MM-DD' (pricing's IsoDate). */
type CalendarDay = string;

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
const lastDays = new Map<string, { readonly minute: number; readonly day: CalendarDay }>();

/** 'YYYY-MM-DD' of `instant` in the province's time zone (Toronto's for an unknown province). */
export function localDate(instant: Date, province: string): CalendarDay {
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
