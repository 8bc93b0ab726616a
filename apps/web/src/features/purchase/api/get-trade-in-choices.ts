import { queryOptions, useQuery } from '@tanstack/react-query';
import { purchaseKeys } from './keys';
import { getTradeInChoices } from '../../../lib/api/client/purchase/customer.routes';

/** GET /api/customers/get-trade-in-choices: the buyer's appraisals whose offer step 2 may take now. */
export const tradeInChoicesQuery = queryOptions({
  queryKey: purchaseKeys.tradeInChoices,
  queryFn: ({ signal }) => getTradeInChoices({ signal }),
});

export function useTradeInChoices() {
  return useQuery(tradeInChoicesQuery);
}
