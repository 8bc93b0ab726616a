import { todayPlusDays } from '@marketplace/domain';

/** The time zone a province's calendar day is read in (delivery dates are the dealer's days). */
const PROVINCE_TIME_ZONES: Readonly<Record<string, string>> = {
  AB: 'America/Edmonton', BC: 'America/Vancouver', MB: 'America/Winnipeg', NB: 'America/Moncton', NL: 'America/St_Johns',
  NS: 'America/Halifax', NT: 'America/Yellowknife', NU: 'America/Iqaluit', ON: 'America/Toronto', PE: 'America/Halifax',
  QC: 'America/Toronto', SK: 'America/Regina', YT: 'America/Whitehorse',
};

/** 'YYYY-MM-DD' of `instant` in the province's time zone. */
export function localDate(instant: Date, province: string): string {
  const timeZone = PROVINCE_TIME_ZONES[province] ?? 'America/Toronto';
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** The first delivery date a buyer may choose: today + 2 days in the dealer's province (spec's date helper). */
export function earliestDeliveryDate(dealerProvince: string, now: Date): string {
  return todayPlusDays(localDate(now, dealerProvince));
}
