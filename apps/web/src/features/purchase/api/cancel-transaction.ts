import { cancelTransactionRoute } from '@marketplace/contracts/purchase/customer.routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';
import { purchaseKeys } from './keys';

/** POST /api/customers/cancel-customer-transaction: gives up the purchase (a paid deposit is refunded). */
export function useCancelTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transactionId: string) => callRoute(cancelTransactionRoute, { body: { transactionId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: purchaseKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['customer', 'transactions'] });
    },
  });
}
