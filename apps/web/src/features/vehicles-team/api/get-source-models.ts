import { carsGetChromeDataModelsRoute } from '@marketplace/contracts/catalog/admin-cars';
import { useQuery } from '@tanstack/react-query';
import type { RouteResult } from '../../../lib/api-route';
import { vehiclesTeamKeys } from './keys';
import { carsGetChromeDataModels } from '../../../lib/api/client/catalog/admin-cars';

/** GET /api/admin/cars/get-chrome-data-models?makeId=: the models the North American data provider offers for a make. */
export type SourceModel = RouteResult<typeof carsGetChromeDataModelsRoute>['items'][number];

export function useSourceModels(makeId: number | null) {
  return useQuery({
    queryKey: vehiclesTeamKeys.sourceModels(makeId ?? 0),
    queryFn: ({ signal }) => carsGetChromeDataModels({ query: { makeId: makeId ?? 0 }, signal }),
    enabled: makeId !== null,
  });
}
