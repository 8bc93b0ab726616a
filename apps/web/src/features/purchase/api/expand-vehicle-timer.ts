import { expandVehicleTimerRoute } from '@marketplace/contracts/purchase/vehicle-timer.routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';
import { purchaseKeys } from './keys';

/** GET /api/buy-online/vehicle-timer/expand/{id}: 15 more minutes (the need-more-time modal). */
export function useExpandVehicleTimer(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(expandVehicleTimerRoute, { params: { id: vehicleId } }),
    onSuccess: (timer) => queryClient.setQueryData(purchaseKeys.timer(vehicleId), timer),
  });
}
