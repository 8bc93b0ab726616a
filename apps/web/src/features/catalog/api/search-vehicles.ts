import type { searchVehiclesRoute } from '@marketplace/contracts/catalog/vehicles';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { readRoute, type ReadResult } from '../../../lib/api-read';
import { searchQueryOf, type InventorySearch } from '../search';
import { catalogKeys } from './keys';

/** GET /api/catalog/vehicles: a page of available vehicles (filters, sort, page), newest first by default. */
export type VehicleSearchPage = ReadResult<typeof searchVehiclesRoute>;
export type VehicleListItem = VehicleSearchPage['items'][number];

export const searchVehiclesQuery = (search: InventorySearch) => {
  const query = searchQueryOf(search);
  return queryOptions({
    queryKey: catalogKeys.vehicles(query),
    // The inventory's first load, so the contract's types only (readRoute, ADR 0066).
    queryFn: ({ signal }) => readRoute<typeof searchVehiclesRoute>({ method: 'GET', path: '/catalog/vehicles' }, { query, signal }),
  });
};

export function useSearchVehicles(search: InventorySearch) {
  return useQuery({
    ...searchVehiclesQuery(search),
    // The previous page stays on screen while the next one loads (no flash of the spinner when paging or filtering).
    placeholderData: keepPreviousData,
  });
}
