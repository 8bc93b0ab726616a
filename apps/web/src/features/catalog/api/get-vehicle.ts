import type { getVehicleRoute } from '@marketplace/contracts/catalog/vehicles';
import { useQuery } from '@tanstack/react-query';
import { readRoute, type ReadResult } from '../../../lib/api-read';
import { catalogKeys } from './keys';

/** GET /api/catalog/vehicles/{id}: gallery, specs, all-in price breakdown and dealer of one vehicle. */
export type VehicleDetail = ReadResult<typeof getVehicleRoute>;

/** The vehicle page's first load, so the contract's types only (readRoute, ADR 0066). */
export function fetchVehicle(vehicleId: string, signal?: AbortSignal): Promise<VehicleDetail> {
  return readRoute<typeof getVehicleRoute>({ method: 'GET', path: '/catalog/vehicles/:id' }, { params: { id: vehicleId }, signal });
}

export function useVehicle(vehicleId: string, enabled = true) {
  return useQuery({
    queryKey: catalogKeys.vehicle(vehicleId),
    queryFn: ({ signal }) => fetchVehicle(vehicleId, signal),
    enabled,
  });
}
