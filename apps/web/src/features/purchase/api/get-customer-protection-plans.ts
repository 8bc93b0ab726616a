import { queryOptions, useQuery } from '@tanstack/react-query';
import { purchaseKeys } from './keys';
import { getCustomerProtectionPlans } from '../../../lib/api/client/purchase/customer.routes';

/** GET /api/customers/get-customer-protection-plans: the plans of the transaction's vehicle and the buyer's choice. */
export const protectionPlansQuery = (transactionId: string) =>
  queryOptions({
    queryKey: purchaseKeys.plans(transactionId),
    queryFn: ({ signal }) => getCustomerProtectionPlans({ query: { transactionId }, signal }),
  });

export function useProtectionPlans(transactionId: string) {
  return useQuery(protectionPlansQuery(transactionId));
}
