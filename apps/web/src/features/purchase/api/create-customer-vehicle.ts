import { createCustomerVehicleRoute } from '@marketplace/contracts/purchase/customer.routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';
import { purchaseKeys } from './keys';

/** POST /api/customers/create-customer-vehicle: starts the purchase (or continues it; startOver begins a fresh one). */
export function useCreateCustomerVehicle(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (startOver: boolean) => callRoute(createCustomerVehicleRoute, { body: { vehicleId, startOver } }),
    onSuccess: (details) => {
      const { resumed: _resumed, ...transaction } = details;
      queryClient.setQueryData(purchaseKeys.transaction(vehicleId), transaction);
      void queryClient.invalidateQueries({ queryKey: ['customer', 'transactions'] });
    },
  });
}
