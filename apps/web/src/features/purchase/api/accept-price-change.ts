import { useMutation, useQueryClient } from '@tanstack/react-query';
import { purchaseKeys } from './keys';
import { acceptPriceChange } from '../../../lib/api/client/purchase/customer.routes';

/** POST /api/customers/accept-price-change: the buyer accepts the staff change of their held price they were shown. */
export function useAcceptPriceChange(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { transactionId: string; price: number }) => acceptPriceChange({ body }),
    onSuccess: (details) => {
      queryClient.setQueryData(purchaseKeys.transaction(vehicleId), details);
      void queryClient.invalidateQueries({ queryKey: ['purchase', 'review', details.transactionId] });
    },
  });
}
