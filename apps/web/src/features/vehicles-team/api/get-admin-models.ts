import { vehicleDataAdminModelsRoute } from '@marketplace/contracts/catalog/vehicle-data';
import { useQuery } from '@tanstack/react-query';
import { callRoute, type RouteResult } from '../../../lib/api-route';
import { vehiclesTeamKeys } from './keys';

/** GET /api/vehicle-data/get-admin-models?makeId=: every North American model of a make, active or not. */
export type AdminModel = RouteResult<typeof vehicleDataAdminModelsRoute>['items'][number];

export function useAdminModels(makeId: number | null) {
  return useQuery({
    queryKey: vehiclesTeamKeys.models(makeId ?? 0),
    queryFn: ({ signal }) => callRoute(vehicleDataAdminModelsRoute, { query: { makeId: makeId ?? undefined }, signal }),
    enabled: makeId !== null,
  });
}
