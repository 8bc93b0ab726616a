import { saveProtectionPlanRoute } from '@marketplace/contracts/purchase/customer.routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { purchaseKeys } from './keys';
import { saveProtectionPlan } from '../../../lib/api/client/purchase/customer.routes';

/** POST /api/customers/save-customer-protection-plan (protectionPlanId null: no plan). */
export function useSaveProtectionPlan(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof saveProtectionPlanRoute.body>) => saveProtectionPlan({ body }),
    onSuccess: (details) => {
      queryClient.setQueryData(purchaseKeys.transaction(vehicleId), details);
      void queryClient.invalidateQueries({ queryKey: purchaseKeys.plans(details.transactionId) });
    },
  });
}
