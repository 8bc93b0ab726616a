import { queryOptions, useQuery } from '@tanstack/react-query';
import { purchaseKeys } from './keys';
import { getCreditPrequalification } from '../../../lib/api/client/purchase/customer.routes';

/** GET /api/customers/get-credit-prequalification: the buyer's pre-qualification under 30 days, which step 3 may use. */
export const creditPrequalificationQuery = queryOptions({
  queryKey: purchaseKeys.creditPrequalification,
  queryFn: ({ signal }) => getCreditPrequalification({ signal }),
});

export function useCreditPrequalification() {
  return useQuery(creditPrequalificationQuery);
}
