import { tradeInModelsRoute } from '@marketplace/contracts/trade-in/vehicle-data.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteCallInput } from '../../../lib/api-route';
import { tradeInModels } from '../../../lib/api/client/trade-in/vehicle-data.routes';

type Query = NonNullable<RouteCallInput<typeof tradeInModelsRoute>['query']>;

/** GET /api/tradein/models: models of a make in a year. */
export const modelsQuery = (query: Query) => queryOptions({
  queryKey: ['trade-in', 'models', query] as const,
  queryFn: ({ signal }) => tradeInModels({ query, signal }),
  staleTime: 5 * 60_000,
});

export function useModels(query: Query, enabled = true) {
  return useQuery({ ...modelsQuery(query), enabled });
}
