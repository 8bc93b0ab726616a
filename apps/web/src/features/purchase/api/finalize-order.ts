import { useMutation, useQueryClient } from '@tanstack/react-query';
import { purchaseKeys } from './keys';
import { finalize as finalizeCall } from '../../../lib/api/client/purchase/review-order.routes';

/**
 * POST /api/revieworder/finalize: the contract PDF in the buyer's language, ContractSigned. `total` is the total the
 * buyer reviewed: 409 purchase.prices_changed, nothing signed, when the server's is now different.
 */
export function useFinalizeOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { transactionId: string; language: 'en-ca' | 'fr-ca'; total: number }) => finalizeCall({ body }),
    onSuccess: (_answer, { transactionId }) => {
      // Mark the cached transaction signed rather than refetching it: a refetch racing the navigation to the
      // order-placed page could find no current transaction and send the wizard back to the lock screen.
      queryClient.setQueriesData({ queryKey: purchaseKeys.all }, (old: unknown) =>
        old && typeof old === 'object' && (old as { transactionId?: string }).transactionId === transactionId ? { ...old, contractSigned: true } : old);
      void queryClient.invalidateQueries({ queryKey: ['customer', 'transactions'] });
    },
  });
}
