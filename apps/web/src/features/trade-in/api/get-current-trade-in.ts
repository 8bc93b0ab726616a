import { getCurrentTradeInRoute } from '@marketplace/contracts/trade-in/trade-in.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';

/** GET /api/tradein/get-current-trade-in: the latest trade-in that was not discarded (continue or start over). */
export const currentTradeInQuery = queryOptions({
  queryKey: ['trade-in', 'current'] as const,
  queryFn: ({ signal }) => callRoute(getCurrentTradeInRoute, { signal }),
});

export function useCurrentTradeIn() {
  return useQuery(currentTradeInQuery);
}
