import { queryOptions, useQuery } from '@tanstack/react-query';
import { purchaseKeys } from './keys';
import { checkVehicleTimer } from '../../../lib/api/client/purchase/vehicle-timer.routes';

/** GET /api/buy-online/vehicle-timer/check/{id}: the lock as the buyer sees it (re-read every 30 s for the countdown). */
export const vehicleTimerQuery = (vehicleId: string) =>
  queryOptions({
    queryKey: purchaseKeys.timer(vehicleId),
    queryFn: ({ signal }) => checkVehicleTimer({ params: { id: vehicleId }, signal }),
    refetchInterval: 30_000,
  });

export function useVehicleTimer(vehicleId: string, enabled = true) {
  return useQuery({ ...vehicleTimerQuery(vehicleId), enabled });
}
