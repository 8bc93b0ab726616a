import { getCustomerVehicleOrderRoute } from '@marketplace/contracts/purchase/review-order.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';
import { purchaseKeys } from './keys';

/** GET /api/revieworder/get-customer-vehicle-order: the order as placed (the order-placed page). */
export const orderQuery = (transactionId: string) =>
  queryOptions({
    queryKey: purchaseKeys.order(transactionId),
    queryFn: ({ signal }) => callRoute(getCustomerVehicleOrderRoute, { query: { transactionId }, signal }),
  });

export function useCustomerVehicleOrder(transactionId: string) {
  return useQuery(orderQuery(transactionId));
}
