import { tradeInMakesRoute } from '@marketplace/contracts/trade-in/vehicle-data.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteCallInput } from '../../../lib/api-route';
import { tradeInMakes } from '../../../lib/api/client/trade-in/vehicle-data.routes';

type Query = NonNullable<RouteCallInput<typeof tradeInMakesRoute>['query']>;

/** GET /api/tradein/makes: makes of a model year. */
export const makesQuery = (query: Query) => queryOptions({
  queryKey: ['trade-in', 'makes', query] as const,
  queryFn: ({ signal }) => tradeInMakes({ query, signal }),
  staleTime: 5 * 60_000,
});

export function useMakes(query: Query, enabled = true) {
  return useQuery({ ...makesQuery(query), enabled });
}
