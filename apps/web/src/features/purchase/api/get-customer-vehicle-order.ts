import { queryOptions, useQuery } from '@tanstack/react-query';
import { purchaseKeys } from './keys';
import { getCustomerVehicleOrder } from '../../../lib/api/client/purchase/review-order.routes';

/** GET /api/revieworder/get-customer-vehicle-order: the order as placed (the order-placed page). */
export const orderQuery = (transactionId: string) =>
  queryOptions({
    queryKey: purchaseKeys.order(transactionId),
    queryFn: ({ signal }) => getCustomerVehicleOrder({ query: { transactionId }, signal }),
  });

/**
 * The order-placed page opens right after finalize. Its read waits for the buyer's own write (at most 1 s on the
 * server); should the read model lag longer, look again each second until the contract shows.
 */
export function useCustomerVehicleOrder(transactionId: string) {
  return useQuery({ ...orderQuery(transactionId), refetchInterval: (query) => (query.state.data?.contractUrl ? false : 1000) });
}
