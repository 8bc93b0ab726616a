import { tradeInEquipmentsRoute } from '@marketplace/contracts/trade-in/vehicle-data.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteCallInput } from '../../../lib/api-route';
import { tradeInEquipments } from '../../../lib/api/client/trade-in/vehicle-data.routes';

type Query = NonNullable<RouteCallInput<typeof tradeInEquipmentsRoute>['query']>;

/** GET /api/tradein/equipmentsByVehicleID: the equipment list of a trim. */
export const equipmentsQuery = (query: Query) => queryOptions({
  queryKey: ['trade-in', 'equipments', query] as const,
  queryFn: ({ signal }) => tradeInEquipments({ query, signal }),
  staleTime: 5 * 60_000,
});

export function useEquipments(query: Query, enabled = true) {
  return useQuery({ ...equipmentsQuery(query), enabled });
}
