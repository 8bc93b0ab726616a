import { deleteVehicleTimerRoute } from '@marketplace/contracts/purchase/vehicle-timer.routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';
import { purchaseKeys } from './keys';

/** GET /api/buy-online/vehicle-timer/delete/{id}: gives the vehicle back (the holder only). */
export function useDeleteVehicleTimer(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(deleteVehicleTimerRoute, { params: { id: vehicleId } }),
    onSuccess: (timer) => queryClient.setQueryData(purchaseKeys.timer(vehicleId), timer),
  });
}
