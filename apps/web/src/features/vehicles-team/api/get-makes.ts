import { vehicleDataMakesRoute } from '@marketplace/contracts/catalog/vehicle-data';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';
import { vehiclesTeamKeys } from './keys';

/** GET /api/vehicle-data/get-makes: the active makes. */
export function useMakes() {
  return useQuery({
    queryKey: vehiclesTeamKeys.makes,
    queryFn: ({ signal }) => callRoute(vehicleDataMakesRoute, { signal }),
    staleTime: 10 * 60_000,
  });
}
