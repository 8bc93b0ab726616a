import { useQuery } from '@tanstack/react-query';
import { vehiclesTeamKeys } from './keys';
import { vehicleDataMakes } from '../../../lib/api/client/catalog/vehicle-data';

/** GET /api/vehicle-data/get-makes: the active makes. */
export function useMakes() {
  return useQuery({
    queryKey: vehiclesTeamKeys.makes,
    queryFn: ({ signal }) => vehicleDataMakes({ signal }),
    staleTime: 10 * 60_000,
  });
}
