import { queryOptions, useQuery } from '@tanstack/react-query';
import { getVehicle } from '../../../lib/api/client/catalog/vehicles';

/** GET /api/catalog/vehicles/{id}: the vehicle shown on the lock screen before a purchase starts. */
export const vehicleQuery = (vehicleId: string) =>
  queryOptions({
    queryKey: ['catalog', 'vehicle', vehicleId] as const,
    queryFn: ({ signal }) => getVehicle({ params: { id: vehicleId }, signal }),
  });

export function useVehicle(vehicleId: string) {
  return useQuery(vehicleQuery(vehicleId));
}
