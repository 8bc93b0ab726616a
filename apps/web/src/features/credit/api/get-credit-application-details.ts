import { getCreditApplicationDetailsRoute } from '@marketplace/contracts/credit/application.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';

/** GET /api/creditapp/get-credit-application-details: the caller's latest application (null when none yet). */
export const latestCreditApplicationQuery = queryOptions({
  queryKey: ['credit', 'application', 'latest'] as const,
  queryFn: ({ signal }) => callRoute(getCreditApplicationDetailsRoute, { query: {}, signal }),
});

export function useLatestCreditApplication(enabled: boolean) {
  return useQuery({ ...latestCreditApplicationQuery, enabled });
}
