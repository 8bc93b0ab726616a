import { vehicleDataTrimsRoute } from '@marketplace/contracts/catalog/vehicle-data';
import { useQuery } from '@tanstack/react-query';
import type { RouteResult } from '../../../lib/api-route';
import { vehiclesTeamKeys } from './keys';
import { vehicleDataTrims } from '../../../lib/api/client/catalog/vehicle-data';

/** GET /api/vehicle-data/get-trims?modelId=: the active trims of a model. */
export type ModelTrim = RouteResult<typeof vehicleDataTrimsRoute>['items'][number];

export function useTrims(modelId: number | null) {
  return useQuery({
    queryKey: vehiclesTeamKeys.trims(modelId ?? 0),
    queryFn: ({ signal }) => vehicleDataTrims({ query: { modelId: modelId ?? 0 }, signal }),
    enabled: modelId !== null,
  });
}
