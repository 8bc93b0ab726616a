import { useMutation, useQueryClient } from '@tanstack/react-query';
import { purchaseKeys } from './keys';
import { createCustomerVehicle } from '../../../lib/api/client/purchase/customer.routes';

/** POST /api/customers/create-customer-vehicle: starts the purchase (or continues it; startOver begins a fresh one). */
export function useCreateCustomerVehicle(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (startOver: boolean) => createCustomerVehicle({ body: { vehicleId, startOver } }),
    onSuccess: (details) => {
      const { resumed: _resumed, ...transaction } = details;
      queryClient.setQueryData(purchaseKeys.transaction(vehicleId), transaction);
      void queryClient.invalidateQueries({ queryKey: ['customer', 'transactions'] });
    },
  });
}
