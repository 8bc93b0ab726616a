import { useQuery } from '@tanstack/react-query';
import { vehiclesTeamKeys } from './keys';
import { imagesGetTrims } from '../../../lib/api/client/catalog/admin-images';

/** GET /api/admin/images/get-trims?year=&modelId=: the trims of a model in a model year. */
export function useImageTrims(year: number, modelId: number) {
  return useQuery({
    queryKey: vehiclesTeamKeys.imageTrims(year, modelId),
    queryFn: ({ signal }) => imagesGetTrims({ query: { year, modelId }, signal }),
  });
}
