import { imagesGetTrimsRoute } from '@marketplace/contracts/catalog/admin-images';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';
import { vehiclesTeamKeys } from './keys';

/** GET /api/admin/images/get-trims?year=&modelId=: the trims of a model in a model year. */
export function useImageTrims(year: number, modelId: number) {
  return useQuery({
    queryKey: vehiclesTeamKeys.imageTrims(year, modelId),
    queryFn: ({ signal }) => callRoute(imagesGetTrimsRoute, { query: { year, modelId }, signal }),
  });
}
