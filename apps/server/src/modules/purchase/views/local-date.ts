import { localDate, todayPlusDays } from '@marketplace/domain';

/** The first delivery date a buyer may choose: today + 2 days in the dealer's province (spec's date helper). */
export function earliestDeliveryDate(dealerProvince: string, now: Date): string {
  return todayPlusDays(localDate(now, dealerProvince));
}
