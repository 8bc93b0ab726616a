import { adminGetVehicleRoute } from '@marketplace/contracts/catalog/admin-vehicles';
import { useQuery } from '@tanstack/react-query';
import type { RouteResult } from '../../../lib/api-route';
import { vehiclesTeamKeys } from './keys';
import { adminGetVehicle } from '../../../lib/api/client/catalog/admin-vehicles';

/** GET /api/admin/vehicles/{id}: one vehicle with its version (sent back as expectedVersion when editing). */
export type AdminVehicle = RouteResult<typeof adminGetVehicleRoute>;

export function useAdminVehicle(id: string) {
  return useQuery({
    queryKey: vehiclesTeamKeys.vehicle(id),
    queryFn: ({ signal }) => adminGetVehicle({ params: { id }, signal }),
  });
}
