import { useQuery } from '@tanstack/react-query';
import { vehiclesTeamKeys } from './keys';
import { imagesGetYears } from '../../../lib/api/client/catalog/admin-images';

/** GET /api/admin/images/get-years: the model years with vehicle data. */
export function useImageYears() {
  return useQuery({ queryKey: vehiclesTeamKeys.imageYears, queryFn: ({ signal }) => imagesGetYears({ signal }), staleTime: 10 * 60_000 });
}
