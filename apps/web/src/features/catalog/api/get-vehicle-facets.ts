import type { vehicleFacetsRoute } from '@marketplace/contracts/catalog/vehicles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { readRoute, type ReadResult } from '../../../lib/api-read';
import { filtersQueryOf, type InventorySearch } from '../search';
import { catalogKeys } from './keys';

/** GET /api/catalog/vehicles/facets: the filter choices with counts (each facet ignores its own filter). */
export type VehicleFacets = ReadResult<typeof vehicleFacetsRoute>;

export function useVehicleFacets(search: InventorySearch) {
  const query = filtersQueryOf(search);
  return useQuery({
    queryKey: catalogKeys.facets(query),
    // The inventory's first load, so the contract's types only (readRoute, ADR 0066).
    queryFn: ({ signal }) => readRoute<typeof vehicleFacetsRoute>({ method: 'GET', path: '/catalog/vehicles/facets' }, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
