import { useMutation, useQueryClient } from '@tanstack/react-query';
import { purchaseKeys } from './keys';
import { cancelTransaction } from '../../../lib/api/client/purchase/customer.routes';

/** POST /api/customers/cancel-customer-transaction: gives up the purchase (a paid deposit is refunded). */
export function useCancelTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transactionId: string) => cancelTransaction({ body: { transactionId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: purchaseKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['customer', 'transactions'] });
    },
  });
}
