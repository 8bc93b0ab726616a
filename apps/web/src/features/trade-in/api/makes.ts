import { tradeInMakesRoute } from '@marketplace/contracts/trade-in/vehicle-data.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute, type RouteCallInput } from '../../../lib/api-route';

type Query = NonNullable<RouteCallInput<typeof tradeInMakesRoute>['query']>;

/** GET /api/tradein/makes: makes of a model year. */
export const makesQuery = (query: Query) => queryOptions({
  queryKey: ['trade-in', 'makes', query] as const,
  queryFn: ({ signal }) => callRoute(tradeInMakesRoute, { query, signal }),
  staleTime: 5 * 60_000,
});

export function useMakes(query: Query, enabled = true) {
  return useQuery({ ...makesQuery(query), enabled });
}
