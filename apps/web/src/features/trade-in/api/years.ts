import { tradeInYearsRoute } from '@marketplace/contracts/trade-in/vehicle-data.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';

/** GET /api/tradein/years: model years the catalog knows, newest first. */
export const yearsQuery = queryOptions({
  queryKey: ['trade-in', 'years'] as const,
  queryFn: ({ signal }) => callRoute(tradeInYearsRoute, { signal }),
  staleTime: 5 * 60_000,
});

export function useYears() {
  return useQuery(yearsQuery);
}
