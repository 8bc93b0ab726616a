import type { getVehicleRoute } from '@marketplace/contracts/catalog/vehicles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readRoute, type ReadResult } from '../../../lib/api-read';
import { catalogKeys } from './keys';

/** GET /api/catalog/vehicles/{id}: gallery, specs, all-in price breakdown and dealer of one vehicle. */
export type VehicleDetail = ReadResult<typeof getVehicleRoute>;

/** The vehicle page's first load, so the contract's types only (readRoute, ADR 0066). */
export function fetchVehicle(vehicleId: string, signal?: AbortSignal): Promise<VehicleDetail> {
  return readRoute<typeof getVehicleRoute>({ method: 'GET', path: '/catalog/vehicles/:id' }, { params: { id: vehicleId }, signal });
}

/** An id the API's contract takes (z.uuid(): an RFC 9562 UUID); any other names no vehicle, and is not asked for. */
const VEHICLE_ID = /^([0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/i;
export const isVehicleId = (id: string): boolean => VEHICLE_ID.test(id);

export const vehicleQuery = (vehicleId: string) =>
  queryOptions({
    queryKey: catalogKeys.vehicle(vehicleId),
    queryFn: ({ signal }) => fetchVehicle(vehicleId, signal),
    // A vehicle the server's page found missing (404) comes with the page as that answer (ADR 0065): not asked again
    // when the page mounts. The page's "Try again" still refetches another failure.
    retryOnMount: false,
  });

export function useVehicle(vehicleId: string, enabled = true) {
  return useQuery({ ...vehicleQuery(vehicleId), enabled });
}
