import { getCreditPrequalificationRoute } from '@marketplace/contracts/purchase/customer.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';
import { purchaseKeys } from './keys';

/** GET /api/customers/get-credit-prequalification: the buyer's pre-qualification under 30 days, which step 3 may use. */
export const creditPrequalificationQuery = queryOptions({
  queryKey: purchaseKeys.creditPrequalification,
  queryFn: ({ signal }) => callRoute(getCreditPrequalificationRoute, { signal }),
});

export function useCreditPrequalification() {
  return useQuery(creditPrequalificationQuery);
}
