import { getPaymentDetailsRoute } from '@marketplace/contracts/purchase/customer.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';
import { purchaseKeys } from './keys';

/** GET /api/customers/get-customer-payment-details: the deposit (paid, amountPaid, dateUpdated, stripeId, lastEvent). */
export const paymentDetailsQuery = (transactionId: string) =>
  queryOptions({
    queryKey: purchaseKeys.payment(transactionId),
    queryFn: ({ signal }) => callRoute(getPaymentDetailsRoute, { query: { transactionId }, signal }),
  });

/** While `waiting` (a payment was just made), re-read every second until the webhook has recorded it. */
export function usePaymentDetails(transactionId: string, waiting: boolean) {
  return useQuery({ ...paymentDetailsQuery(transactionId), refetchInterval: waiting ? 1000 : false });
}
