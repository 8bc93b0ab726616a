import type { vehicleFacetsRoute } from '@marketplace/contracts/catalog/vehicles';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { readRoute, type ReadResult } from '../../../lib/api-read';
import { filtersQueryOf, type InventorySearch } from '../search';
import { catalogKeys } from './keys';

/** GET /api/catalog/vehicles/facets: the filter choices with counts (each facet ignores its own filter). */
export type VehicleFacets = ReadResult<typeof vehicleFacetsRoute>;

export const vehicleFacetsQuery = (search: InventorySearch) => {
  const query = filtersQueryOf(search);
  return queryOptions({
    queryKey: catalogKeys.facets(query),
    // The inventory's first load, so the contract's types only (readRoute, ADR 0066).
    queryFn: ({ signal }) => readRoute<typeof vehicleFacetsRoute>({ method: 'GET', path: '/catalog/vehicles/facets' }, { query, signal }),
    staleTime: 60_000,
  });
};

export function useVehicleFacets(search: InventorySearch) {
  return useQuery({ ...vehicleFacetsQuery(search), placeholderData: keepPreviousData });
}
