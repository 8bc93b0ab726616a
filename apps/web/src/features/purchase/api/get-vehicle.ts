import { getVehicleRoute } from '@marketplace/contracts/catalog/vehicles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';

/** GET /api/catalog/vehicles/{id}: the vehicle shown on the lock screen before a purchase starts. */
export const vehicleQuery = (vehicleId: string) =>
  queryOptions({
    queryKey: ['catalog', 'vehicle', vehicleId] as const,
    queryFn: ({ signal }) => callRoute(getVehicleRoute, { params: { id: vehicleId }, signal }),
  });

export function useVehicle(vehicleId: string) {
  return useQuery(vehicleQuery(vehicleId));
}
