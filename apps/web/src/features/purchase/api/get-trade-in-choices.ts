import { getTradeInChoicesRoute } from '@marketplace/contracts/purchase/customer.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';
import { purchaseKeys } from './keys';

/** GET /api/customers/get-trade-in-choices: the buyer's appraisals whose offer step 2 may take now. */
export const tradeInChoicesQuery = queryOptions({
  queryKey: purchaseKeys.tradeInChoices,
  queryFn: ({ signal }) => callRoute(getTradeInChoicesRoute, { signal }),
});

export function useTradeInChoices() {
  return useQuery(tradeInChoicesQuery);
}
