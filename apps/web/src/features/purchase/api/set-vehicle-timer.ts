import type { VehicleTimer } from '@marketplace/contracts/purchase/vehicle-timer.routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { purchaseKeys } from './keys';
import { setVehicleTimer as setVehicleTimerCall } from '../../../lib/api/client/purchase/vehicle-timer.routes';

/** GET /api/buy-online/vehicle-timer/set/{id}: locks the vehicle for 30 minutes (409 purchase.vehicle_locked when taken). */
export function setVehicleTimer(vehicleId: string): Promise<VehicleTimer> {
  return setVehicleTimerCall({ params: { id: vehicleId } });
}

export function useSetVehicleTimer(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => setVehicleTimer(vehicleId),
    onSuccess: (timer) => queryClient.setQueryData(purchaseKeys.timer(vehicleId), timer),
  });
}
