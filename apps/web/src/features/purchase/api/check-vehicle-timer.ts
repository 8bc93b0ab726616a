import { checkVehicleTimerRoute } from '@marketplace/contracts/purchase/vehicle-timer.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';
import { purchaseKeys } from './keys';

/** GET /api/buy-online/vehicle-timer/check/{id}: the lock as the buyer sees it (re-read every 30 s for the countdown). */
export const vehicleTimerQuery = (vehicleId: string) =>
  queryOptions({
    queryKey: purchaseKeys.timer(vehicleId),
    queryFn: ({ signal }) => callRoute(checkVehicleTimerRoute, { params: { id: vehicleId }, signal }),
    refetchInterval: 30_000,
  });

export function useVehicleTimer(vehicleId: string, enabled = true) {
  return useQuery({ ...vehicleTimerQuery(vehicleId), enabled });
}
