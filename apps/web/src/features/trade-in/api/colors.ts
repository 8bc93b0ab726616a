import { tradeInColorsRoute } from '@marketplace/contracts/trade-in/vehicle-data.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';

/** GET /api/tradein/colors: exterior colours in both languages. */
export const colorsQuery = queryOptions({
  queryKey: ['trade-in', 'colors'] as const,
  queryFn: ({ signal }) => callRoute(tradeInColorsRoute, { signal }),
  staleTime: 5 * 60_000,
});

export function useColors() {
  return useQuery(colorsQuery);
}
