import { tradeInDriveTrainsRoute } from '@marketplace/contracts/trade-in/vehicle-data.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteCallInput } from '../../../lib/api-route';
import { tradeInDriveTrains } from '../../../lib/api/client/trade-in/vehicle-data.routes';

type Query = NonNullable<RouteCallInput<typeof tradeInDriveTrainsRoute>['query']>;

/** GET /api/tradein/driveTrains: drivetrains (ResponseStatus/Response). */
export const driveTrainsQuery = (query: Query) => queryOptions({
  queryKey: ['trade-in', 'driveTrains', query] as const,
  queryFn: ({ signal }) => tradeInDriveTrains({ query, signal }),
  staleTime: 5 * 60_000,
});

export function useDriveTrains(query: Query, enabled = true) {
  return useQuery({ ...driveTrainsQuery(query), enabled });
}
