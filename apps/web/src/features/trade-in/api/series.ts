import { tradeInSeriesRoute } from '@marketplace/contracts/trade-in/vehicle-data.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteCallInput } from '../../../lib/api-route';
import { tradeInSeries } from '../../../lib/api/client/trade-in/vehicle-data.routes';

type Query = NonNullable<RouteCallInput<typeof tradeInSeriesRoute>['query']>;

/** GET /api/tradein/series: trims of a model in a year. */
export const seriesQuery = (query: Query) => queryOptions({
  queryKey: ['trade-in', 'series', query] as const,
  queryFn: ({ signal }) => tradeInSeries({ query, signal }),
  staleTime: 5 * 60_000,
});

export function useSeries(query: Query, enabled = true) {
  return useQuery({ ...seriesQuery(query), enabled });
}
