import { imagesGetModelsRoute } from '@marketplace/contracts/catalog/admin-images';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';
import { vehiclesTeamKeys } from './keys';

/** GET /api/admin/images/get-models?year=&makeId=: the models of a make in a model year. */
export function useImageModels(year: number | null, makeId: number | null) {
  return useQuery({
    queryKey: vehiclesTeamKeys.imageModels(year ?? 0, makeId ?? 0),
    queryFn: ({ signal }) => callRoute(imagesGetModelsRoute, { query: { year: year ?? 0, makeId: makeId ?? 0 }, signal }),
    enabled: year !== null && makeId !== null,
  });
}
