import { INVENTORY_SORT_ORDERS } from '@marketplace/contracts/catalog/inventory-page';
import type { searchVehiclesRoute } from '@marketplace/contracts/catalog/vehicles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readRoute } from '../../../lib/api-read';
import type { VehicleListItem } from './search-vehicles';
import { catalogKeys } from './keys';

/** How many other vehicles a vehicle's page links to. */
export const SIMILAR_VEHICLES = 4;

/**
 * The other vehicles a vehicle's page offers (issue #43: a crawler follows them from page to page; a sold or missing
 * vehicle's page leads on to them): the newest of the same make, then the newest of the inventory; never the vehicle
 * itself. Two reads of GET /api/catalog/vehicles at most, part of the vehicle page's first load: the contract's types
 * only (readRoute, ADR 0066).
 */
async function similarVehicles(vehicleId: string, makeId: number | null, signal?: AbortSignal): Promise<VehicleListItem[]> {
  const newest = async (makeFilter: { makeId?: number }) =>
    (
      await readRoute<typeof searchVehiclesRoute>(
        { method: 'GET', path: '/catalog/vehicles' },
        { query: { ...INVENTORY_SORT_ORDERS.newest, page: 1, pageSize: SIMILAR_VEHICLES + 1, ...makeFilter }, signal },
      )
    ).items.filter(
      (v) => v.id !== vehicleId,
    );
  const sameMake = makeId === null ? [] : await newest({ makeId });
  if (sameMake.length >= SIMILAR_VEHICLES) return sameMake.slice(0, SIMILAR_VEHICLES);
  const others = (await newest({})).filter((v) => !sameMake.some((s) => s.id === v.id));
  return [...sameMake, ...others].slice(0, SIMILAR_VEHICLES);
}

export const similarVehiclesQuery = (vehicleId: string, makeId: number | null) =>
  queryOptions({
    queryKey: catalogKeys.similar(vehicleId, makeId),
    queryFn: ({ signal }) => similarVehicles(vehicleId, makeId, signal),
    staleTime: 60_000,
  });

/** `makeId`: undefined while the vehicle is not known yet (nothing is asked), null for a vehicle that does not exist. */
export function useSimilarVehicles(vehicleId: string, makeId: number | null | undefined) {
  return useQuery({ ...similarVehiclesQuery(vehicleId, makeId ?? null), enabled: makeId !== undefined });
}
