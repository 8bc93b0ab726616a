import { useMutation, useQueryClient } from '@tanstack/react-query';
import { purchaseKeys } from './keys';
import { deleteVehicleTimer } from '../../../lib/api/client/purchase/vehicle-timer.routes';

/** GET /api/buy-online/vehicle-timer/delete/{id}: gives the vehicle back (the holder only). */
export function useDeleteVehicleTimer(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteVehicleTimer({ params: { id: vehicleId } }),
    onSuccess: (timer) => queryClient.setQueryData(purchaseKeys.timer(vehicleId), timer),
  });
}
