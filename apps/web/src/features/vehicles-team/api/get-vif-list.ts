import { imagesGetVifListRoute } from '@marketplace/contracts/catalog/admin-images';
import { useQuery } from '@tanstack/react-query';
import { callRoute, type RouteResult } from '../../../lib/api-route';
import { vehiclesTeamKeys } from './keys';

/** GET /api/admin/images/get-viflist?year=&makeId=&modelId=: the image provider's VIFs (photo sets) of a model year. */
export type Vif = RouteResult<typeof imagesGetVifListRoute>['items'][number];
export interface YearMakeModel {
  year: number;
  makeId: number;
  modelId: number;
}

export function useVifList(ymm: YearMakeModel | null) {
  return useQuery({
    queryKey: vehiclesTeamKeys.vifList(ymm?.year ?? 0, ymm?.makeId ?? 0, ymm?.modelId ?? 0),
    queryFn: ({ signal }) => callRoute(imagesGetVifListRoute, { query: ymm!, signal }),
    enabled: ymm !== null,
  });
}
