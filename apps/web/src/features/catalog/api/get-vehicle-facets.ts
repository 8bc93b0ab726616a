import { vehicleFacetsRoute } from '@marketplace/contracts/catalog/vehicles';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute, type RouteResult } from '../../../lib/api-route';
import { filtersQueryOf, type InventorySearch } from '../search';
import { catalogKeys } from './keys';

/** GET /api/catalog/vehicles/facets: the filter choices with counts (each facet ignores its own filter). */
export type VehicleFacets = RouteResult<typeof vehicleFacetsRoute>;

export const vehicleFacetsQuery = (search: InventorySearch) => {
  const query = filtersQueryOf(search);
  return queryOptions({
    queryKey: catalogKeys.facets(query),
    queryFn: ({ signal }) => callRoute(vehicleFacetsRoute, { query, signal }),
    staleTime: 60_000,
  });
};

export function useVehicleFacets(search: InventorySearch) {
  return useQuery({ ...vehicleFacetsQuery(search), placeholderData: keepPreviousData });
}
