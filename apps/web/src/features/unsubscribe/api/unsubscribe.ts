
import { useMutation } from '@tanstack/react-query';
import { unsubscribeReminders } from '../../../lib/api/client/identity/account.routes';
import { unsubscribePriceChanges } from '../../../lib/api/client/trade-in/value-rules.routes';

export interface UnsubscribeRequest {
  readonly token: string;
}

/**
 * The mailing lists an email's unsubscribe link names (`?list=`): reminders (reservation ending, trade-in offer
 * expiring; the default) or the trade-in price-change emails. Receipts and confirmations have no link.
 */
export type UnsubscribeList = 'reminders' | 'price-change';

/** POST /api/notifications/unsubscribe `{ token }`: stops the reminder emails (signed token, no sign-in needed). */
const unsubscribeFromReminders = ({ token }: UnsubscribeRequest) => unsubscribeReminders({ body: { token } });

/** POST /api/tradein/unsubscribe `{ token }`: stops the trade-in price-change emails (issue #12). */
const unsubscribeFromPriceChanges = ({ token }: UnsubscribeRequest) => unsubscribePriceChanges({ body: { token } });

export function useUnsubscribeMutation(list: UnsubscribeList = 'reminders') {
  return useMutation<unknown, Error, UnsubscribeRequest>({ mutationFn: list === 'price-change' ? unsubscribeFromPriceChanges : unsubscribeFromReminders });
}
