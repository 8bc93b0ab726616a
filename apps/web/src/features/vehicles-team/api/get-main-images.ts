import { imagesGetMappingRoute } from '@marketplace/contracts/catalog/admin-images';
import { useQuery } from '@tanstack/react-query';
import type { RouteResult } from '../../../lib/api-route';
import { vehiclesTeamKeys } from './keys';
import { imagesGetMapping } from '../../../lib/api/client/catalog/admin-images';

/** GET /api/admin/images/get-mapping?modelId=: the main images chosen for a model and its trims. */
export type MainImages = RouteResult<typeof imagesGetMappingRoute>;

export function useMainImages(modelId: number | null) {
  return useQuery({
    queryKey: vehiclesTeamKeys.mainImages(modelId ?? 0),
    queryFn: ({ signal }) => imagesGetMapping({ query: { modelId: modelId ?? 0 }, signal }),
    enabled: modelId !== null,
  });
}
