import { queryOptions, useQuery } from '@tanstack/react-query';
import { purchaseKeys } from './keys';
import { getPaymentDetails } from '../../../lib/api/client/purchase/customer.routes';

/** GET /api/customers/get-customer-payment-details: the deposit (paid, amountPaid, dateUpdated, stripeId, lastEvent). */
export const paymentDetailsQuery = (transactionId: string) =>
  queryOptions({
    queryKey: purchaseKeys.payment(transactionId),
    queryFn: ({ signal }) => getPaymentDetails({ query: { transactionId }, signal }),
  });

/** While `waiting` (a payment was just made), re-read every second until the webhook has recorded it. */
export function usePaymentDetails(transactionId: string, waiting: boolean) {
  return useQuery({ ...paymentDetailsQuery(transactionId), refetchInterval: waiting ? 1000 : false });
}
