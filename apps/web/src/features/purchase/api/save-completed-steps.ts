import type { StepSaveInput } from '@marketplace/contracts/purchase/customer.routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { purchaseKeys } from './keys';
import { saveCompletedSteps } from '../../../lib/api/client/purchase/customer.routes';

export type { StepSaveInput };

/** POST /api/customers/save-customer-completed-steps: personal details, trade-in or payment method (completed: false = draft). */
export function useSaveStep(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StepSaveInput) => saveCompletedSteps({ body }),
    onSuccess: (details) => {
      queryClient.setQueryData(purchaseKeys.transaction(vehicleId), details);
      void queryClient.invalidateQueries({ queryKey: purchaseKeys.form(details.transactionId) });
    },
  });
}
