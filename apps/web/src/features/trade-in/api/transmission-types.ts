import { tradeInTransmissionTypesRoute } from '@marketplace/contracts/trade-in/vehicle-data.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteCallInput } from '../../../lib/api-route';
import { tradeInTransmissionTypes } from '../../../lib/api/client/trade-in/vehicle-data.routes';

type Query = NonNullable<RouteCallInput<typeof tradeInTransmissionTypesRoute>['query']>;

/** GET /api/tradein/transmissionTypes: transmissions (ResponseStatus/Response). */
export const transmissionTypesQuery = (query: Query) => queryOptions({
  queryKey: ['trade-in', 'transmissionTypes', query] as const,
  queryFn: ({ signal }) => tradeInTransmissionTypes({ query, signal }),
  staleTime: 5 * 60_000,
});

export function useTransmissionTypes(query: Query, enabled = true) {
  return useQuery({ ...transmissionTypesQuery(query), enabled });
}
