import { getVehicleRoute } from '@marketplace/contracts/catalog/vehicles';
import { useQuery } from '@tanstack/react-query';
import { callRoute, type RouteResult } from '../../../lib/api-route';
import { catalogKeys } from './keys';

/** GET /api/catalog/vehicles/{id}: gallery, specs, all-in price breakdown and dealer of one vehicle. */
export type VehicleDetail = RouteResult<typeof getVehicleRoute>;

export function useVehicle(vehicleId: string, enabled = true) {
  return useQuery({
    queryKey: catalogKeys.vehicle(vehicleId),
    queryFn: ({ signal }) => callRoute(getVehicleRoute, { params: { id: vehicleId }, signal }),
    enabled,
  });
}
