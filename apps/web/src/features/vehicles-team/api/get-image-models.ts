import { useQuery } from '@tanstack/react-query';
import { vehiclesTeamKeys } from './keys';
import { imagesGetModels } from '../../../lib/api/client/catalog/admin-images';

/** GET /api/admin/images/get-models?year=&makeId=: the models of a make in a model year. */
export function useImageModels(year: number | null, makeId: number | null) {
  return useQuery({
    queryKey: vehiclesTeamKeys.imageModels(year ?? 0, makeId ?? 0),
    queryFn: ({ signal }) => imagesGetModels({ query: { year: year ?? 0, makeId: makeId ?? 0 }, signal }),
    enabled: year !== null && makeId !== null,
  });
}
