import { imagesGetYearsRoute } from '@marketplace/contracts/catalog/admin-images';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';
import { vehiclesTeamKeys } from './keys';

/** GET /api/admin/images/get-years: the model years with vehicle data. */
export function useImageYears() {
  return useQuery({ queryKey: vehiclesTeamKeys.imageYears, queryFn: ({ signal }) => callRoute(imagesGetYearsRoute, { signal }), staleTime: 10 * 60_000 });
}
