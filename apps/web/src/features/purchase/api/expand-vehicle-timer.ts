import { useMutation, useQueryClient } from '@tanstack/react-query';
import { purchaseKeys } from './keys';
import { expandVehicleTimer } from '../../../lib/api/client/purchase/vehicle-timer.routes';

/** GET /api/buy-online/vehicle-timer/expand/{id}: 15 more minutes (the need-more-time modal). */
export function useExpandVehicleTimer(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => expandVehicleTimer({ params: { id: vehicleId } }),
    onSuccess: (timer) => queryClient.setQueryData(purchaseKeys.timer(vehicleId), timer),
  });
}
