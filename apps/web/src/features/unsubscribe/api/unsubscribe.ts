import { unsubscribePriceChangesRoute } from '@marketplace/contracts/trade-in/value-rules.routes';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { callRoute } from '../../../lib/api-route';
import { http } from '../../../lib/http';

/**
 * POST /api/notifications/unsubscribe `{ token }`: stops the marketing emails the token was issued for.
 * The spec names no path for this call; this one is proposed to the server team.
 */
export const UnsubscribeRequestSchema = z.object({ token: z.string().min(1).max(512) });
export type UnsubscribeRequest = z.infer<typeof UnsubscribeRequestSchema>;

export function unsubscribe(body: UnsubscribeRequest): Promise<void> {
  return http.post('/api/notifications/unsubscribe', { body: UnsubscribeRequestSchema.parse(body) });
}

/** The mailing lists an email's unsubscribe link may name (`?list=`); without one, the marketing emails. */
export type UnsubscribeList = 'marketing' | 'price-change';

/** POST /api/tradein/unsubscribe `{ token }`: stops the trade-in price-change emails (issue #12). */
const unsubscribeFromPriceChanges = ({ token }: UnsubscribeRequest) => callRoute(unsubscribePriceChangesRoute, { body: { token } });

export function useUnsubscribeMutation(list: UnsubscribeList = 'marketing') {
  return useMutation<unknown, Error, UnsubscribeRequest>({ mutationFn: list === 'price-change' ? unsubscribeFromPriceChanges : unsubscribe });
}
