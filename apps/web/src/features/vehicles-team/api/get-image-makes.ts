import { imagesGetMakesRoute } from '@marketplace/contracts/catalog/admin-images';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';
import { vehiclesTeamKeys } from './keys';

/** GET /api/admin/images/get-makes?year=: the makes of a model year. */
export function useImageMakes(year: number | null) {
  return useQuery({
    queryKey: vehiclesTeamKeys.imageMakes(year ?? 0),
    queryFn: ({ signal }) => callRoute(imagesGetMakesRoute, { query: { year: year ?? 0 }, signal }),
    enabled: year !== null,
  });
}
