import { useQuery } from '@tanstack/react-query';
import { vehiclesTeamKeys } from './keys';
import { imagesGetMakes } from '../../../lib/api/client/catalog/admin-images';

/** GET /api/admin/images/get-makes?year=: the makes of a model year. */
export function useImageMakes(year: number | null) {
  return useQuery({
    queryKey: vehiclesTeamKeys.imageMakes(year ?? 0),
    queryFn: ({ signal }) => imagesGetMakes({ query: { year: year ?? 0 }, signal }),
    enabled: year !== null,
  });
}
