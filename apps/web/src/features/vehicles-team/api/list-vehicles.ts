import { adminListVehiclesRoute } from '@marketplace/contracts/catalog/admin-vehicles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RouteResult } from '../../../lib/api-route';
import { vehiclesTeamKeys } from './keys';
import { adminListVehicles } from '../../../lib/api/client/catalog/admin-vehicles';

/** GET /api/admin/vehicles: every vehicle whatever its status, newest change first; search and status filter. */
export type AdminVehiclesPage = RouteResult<typeof adminListVehiclesRoute>;
export type AdminVehicleRow = AdminVehiclesPage['items'][number];
export type VehicleStatus = AdminVehicleRow['status'];

export interface AdminVehiclesParams {
  page: number;
  pageSize: number;
  search?: string;
  status?: VehicleStatus;
}

export function useAdminVehicles(params: AdminVehiclesParams) {
  return useQuery({
    queryKey: vehiclesTeamKeys.vehicles(params),
    queryFn: ({ signal }) => adminListVehicles({ query: params, signal }),
    placeholderData: keepPreviousData,
  });
}
