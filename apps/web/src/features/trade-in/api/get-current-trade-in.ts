import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCurrentTradeIn } from '../../../lib/api/client/trade-in/trade-in.routes';

/** GET /api/tradein/get-current-trade-in: the latest trade-in that was not discarded (continue or start over). */
export const currentTradeInQuery = queryOptions({
  queryKey: ['trade-in', 'current'] as const,
  queryFn: ({ signal }) => getCurrentTradeIn({ signal }),
});

export function useCurrentTradeIn() {
  return useQuery(currentTradeInQuery);
}
