import { queryOptions, useQuery } from '@tanstack/react-query';
import { tradeInYears } from '../../../lib/api/client/trade-in/vehicle-data.routes';

/** GET /api/tradein/years: model years the catalog knows, newest first. */
export const yearsQuery = queryOptions({
  queryKey: ['trade-in', 'years'] as const,
  queryFn: ({ signal }) => tradeInYears({ signal }),
  staleTime: 5 * 60_000,
});

export function useYears() {
  return useQuery(yearsQuery);
}
