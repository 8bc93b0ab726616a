import { saveDeliveryRoute } from '@marketplace/contracts/purchase/customer.routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { purchaseKeys } from './keys';
import { saveDelivery } from '../../../lib/api/client/purchase/customer.routes';

export type SaveDeliveryBody = z.input<typeof saveDeliveryRoute.body>;

/** POST /api/customers/save-customer-delivery: pickup, or delivery within 350 km no earlier than today + 2 days. */
export function useSaveDelivery(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveDeliveryBody) => saveDelivery({ body }),
    onSuccess: (details) => {
      queryClient.setQueryData(purchaseKeys.transaction(vehicleId), details);
      void queryClient.invalidateQueries({ queryKey: purchaseKeys.delivery(details.transactionId) });
    },
  });
}
