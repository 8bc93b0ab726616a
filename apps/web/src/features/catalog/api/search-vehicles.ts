import { searchVehiclesRoute } from '@marketplace/contracts/catalog/vehicles';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute, type RouteResult } from '../../../lib/api-route';
import { searchQueryOf, type InventorySearch } from '../search';
import { catalogKeys } from './keys';

/** GET /api/catalog/vehicles: a page of available vehicles (filters, sort, page), newest first by default. */
export type VehicleSearchPage = RouteResult<typeof searchVehiclesRoute>;
export type VehicleListItem = VehicleSearchPage['items'][number];

export const searchVehiclesQuery = (search: InventorySearch) => {
  const query = searchQueryOf(search);
  return queryOptions({
    queryKey: catalogKeys.vehicles(query),
    queryFn: ({ signal }) => callRoute(searchVehiclesRoute, { query, signal }),
  });
};

export function useSearchVehicles(search: InventorySearch) {
  return useQuery({
    ...searchVehiclesQuery(search),
    // The previous page stays on screen while the next one loads (no flash of the spinner when paging or filtering).
    placeholderData: keepPreviousData,
  });
}
