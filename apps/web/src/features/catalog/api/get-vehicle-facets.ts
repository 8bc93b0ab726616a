import { vehicleFacetsRoute } from '@marketplace/contracts/catalog/vehicles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callRoute, type RouteResult } from '../../../lib/api-route';
import { filtersQueryOf, type InventorySearch } from '../search';
import { catalogKeys } from './keys';

/** GET /api/catalog/vehicles/facets: the filter choices with counts (each facet ignores its own filter). */
export type VehicleFacets = RouteResult<typeof vehicleFacetsRoute>;

export function useVehicleFacets(search: InventorySearch) {
  const query = filtersQueryOf(search);
  return useQuery({
    queryKey: catalogKeys.facets(query),
    queryFn: ({ signal }) => callRoute(vehicleFacetsRoute, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
