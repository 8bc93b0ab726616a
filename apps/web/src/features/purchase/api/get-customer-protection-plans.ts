import { getCustomerProtectionPlansRoute } from '@marketplace/contracts/purchase/customer.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';
import { purchaseKeys } from './keys';

/** GET /api/customers/get-customer-protection-plans: the plans of the transaction's vehicle and the buyer's choice. */
export const protectionPlansQuery = (transactionId: string) =>
  queryOptions({
    queryKey: purchaseKeys.plans(transactionId),
    queryFn: ({ signal }) => callRoute(getCustomerProtectionPlansRoute, { query: { transactionId }, signal }),
  });

export function useProtectionPlans(transactionId: string) {
  return useQuery(protectionPlansQuery(transactionId));
}
