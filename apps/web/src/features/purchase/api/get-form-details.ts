import { queryOptions, useQuery } from '@tanstack/react-query';
import { purchaseKeys } from './keys';
import { getFormDetails } from '../../../lib/api/client/purchase/customer.routes';

/** GET /api/customers/get-customer-form-details: what the buyer entered so far (their own data only). */
export const formDetailsQuery = (transactionId: string) =>
  queryOptions({
    queryKey: purchaseKeys.form(transactionId),
    queryFn: ({ signal }) => getFormDetails({ query: { transactionId }, signal }),
  });

export function useFormDetails(transactionId: string) {
  return useQuery(formDetailsQuery(transactionId));
}
