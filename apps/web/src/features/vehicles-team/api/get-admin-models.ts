import { vehicleDataAdminModelsRoute } from '@marketplace/contracts/catalog/vehicle-data';
import { useQuery } from '@tanstack/react-query';
import type { RouteResult } from '../../../lib/api-route';
import { vehiclesTeamKeys } from './keys';
import { vehicleDataAdminModels } from '../../../lib/api/client/catalog/vehicle-data';

/** GET /api/vehicle-data/get-admin-models?makeId=: every North American model of a make, active or not. */
export type AdminModel = RouteResult<typeof vehicleDataAdminModelsRoute>['items'][number];

export function useAdminModels(makeId: number | null) {
  return useQuery({
    queryKey: vehiclesTeamKeys.models(makeId ?? 0),
    queryFn: ({ signal }) => vehicleDataAdminModels({ query: { makeId: makeId ?? undefined }, signal }),
    enabled: makeId !== null,
  });
}
