import { getStripeKeyRoute } from '@marketplace/contracts/purchase/finances.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';
import { purchaseKeys } from './keys';

/** GET /api/finances/get-stripe-key: Stripe's publishable key (null in test mode: the test-card form is used). */
export const stripeKeyQuery = queryOptions({
  queryKey: purchaseKeys.stripeKey,
  queryFn: async ({ signal }) => {
    const answer = await callRoute(getStripeKeyRoute, { signal });
    return answer;
  },
  staleTime: Infinity,
});

export function useStripeKey() {
  return useQuery(stripeKeyQuery);
}
