import { tradeInEquipmentsRoute } from '@marketplace/contracts/trade-in/vehicle-data.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute, type RouteCallInput } from '../../../lib/api-route';

type Query = NonNullable<RouteCallInput<typeof tradeInEquipmentsRoute>['query']>;

/** GET /api/tradein/equipmentsByVehicleID: the equipment list of a trim. */
export const equipmentsQuery = (query: Query) => queryOptions({
  queryKey: ['trade-in', 'equipments', query] as const,
  queryFn: ({ signal }) => callRoute(tradeInEquipmentsRoute, { query, signal }),
  staleTime: 5 * 60_000,
});

export function useEquipments(query: Query, enabled = true) {
  return useQuery({ ...equipmentsQuery(query), enabled });
}
