import { queryOptions, useQuery } from '@tanstack/react-query';
import { tradeInColors } from '../../../lib/api/client/trade-in/vehicle-data.routes';

/** GET /api/tradein/colors: exterior colours in both languages. */
export const colorsQuery = queryOptions({
  queryKey: ['trade-in', 'colors'] as const,
  queryFn: ({ signal }) => tradeInColors({ signal }),
  staleTime: 5 * 60_000,
});

export function useColors() {
  return useQuery(colorsQuery);
}
