import { getFormDetailsRoute } from '@marketplace/contracts/purchase/customer.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';
import { purchaseKeys } from './keys';

/** GET /api/customers/get-customer-form-details: what the buyer entered so far (their own data only). */
export const formDetailsQuery = (transactionId: string) =>
  queryOptions({
    queryKey: purchaseKeys.form(transactionId),
    queryFn: ({ signal }) => callRoute(getFormDetailsRoute, { query: { transactionId }, signal }),
  });

export function useFormDetails(transactionId: string) {
  return useQuery(formDetailsQuery(transactionId));
}
