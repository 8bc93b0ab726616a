import { getDeliveryDetailsRoute } from '@marketplace/contracts/purchase/customer.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';
import { purchaseKeys } from './keys';

/** GET /api/customers/get-customer-delivery-details: delivery types, earliest date (today + 2), dealer, current choice. */
export const deliveryDetailsQuery = (transactionId: string) =>
  queryOptions({
    queryKey: purchaseKeys.delivery(transactionId),
    queryFn: ({ signal }) => callRoute(getDeliveryDetailsRoute, { query: { transactionId }, signal }),
  });

export function useDeliveryDetails(transactionId: string) {
  return useQuery(deliveryDetailsQuery(transactionId));
}
