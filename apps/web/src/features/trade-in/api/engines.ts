import { tradeInEnginesRoute } from '@marketplace/contracts/trade-in/vehicle-data.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteCallInput } from '../../../lib/api-route';
import { tradeInEngines } from '../../../lib/api/client/trade-in/vehicle-data.routes';

type Query = NonNullable<RouteCallInput<typeof tradeInEnginesRoute>['query']>;

/** GET /api/tradein/engines: engines (ResponseStatus/Response). */
export const enginesQuery = (query: Query) => queryOptions({
  queryKey: ['trade-in', 'engines', query] as const,
  queryFn: ({ signal }) => tradeInEngines({ query, signal }),
  staleTime: 5 * 60_000,
});

export function useEngines(query: Query, enabled = true) {
  return useQuery({ ...enginesQuery(query), enabled });
}
