import { queryOptions, useQuery } from '@tanstack/react-query';
import { purchaseKeys } from './keys';
import { getDeliveryDetails } from '../../../lib/api/client/purchase/customer.routes';

/** GET /api/customers/get-customer-delivery-details: delivery types, earliest date (today + 2), dealer, current choice. */
export const deliveryDetailsQuery = (transactionId: string) =>
  queryOptions({
    queryKey: purchaseKeys.delivery(transactionId),
    queryFn: ({ signal }) => getDeliveryDetails({ query: { transactionId }, signal }),
  });

export function useDeliveryDetails(transactionId: string) {
  return useQuery(deliveryDetailsQuery(transactionId));
}
