import { acceptPriceChangeRoute } from '@marketplace/contracts/purchase/customer.routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';
import { purchaseKeys } from './keys';

/** POST /api/customers/accept-price-change: the buyer accepts the staff change of their held price they were shown. */
export function useAcceptPriceChange(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { transactionId: string; price: number }) => callRoute(acceptPriceChangeRoute, { body }),
    onSuccess: (details) => {
      queryClient.setQueryData(purchaseKeys.transaction(vehicleId), details);
      void queryClient.invalidateQueries({ queryKey: ['purchase', 'review', details.transactionId] });
    },
  });
}
