import { unsubscribeRemindersRoute } from '@marketplace/contracts/identity/account.routes';
import { unsubscribePriceChangesRoute } from '@marketplace/contracts/trade-in/value-rules.routes';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';

export interface UnsubscribeRequest {
  readonly token: string;
}

/**
 * The mailing lists an email's unsubscribe link names (`?list=`): reminders (reservation ending, trade-in offer
 * expiring; the default) or the trade-in price-change emails. Receipts and confirmations have no link.
 */
export type UnsubscribeList = 'reminders' | 'price-change';

/** POST /api/notifications/unsubscribe `{ token }`: stops the reminder emails (signed token, no sign-in needed). */
const unsubscribeFromReminders = ({ token }: UnsubscribeRequest) => callRoute(unsubscribeRemindersRoute, { body: { token } });

/** POST /api/tradein/unsubscribe `{ token }`: stops the trade-in price-change emails (issue #12). */
const unsubscribeFromPriceChanges = ({ token }: UnsubscribeRequest) => callRoute(unsubscribePriceChangesRoute, { body: { token } });

export function useUnsubscribeMutation(list: UnsubscribeList = 'reminders') {
  return useMutation<unknown, Error, UnsubscribeRequest>({ mutationFn: list === 'price-change' ? unsubscribeFromPriceChanges : unsubscribeFromReminders });
}
