import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCreditApplicationDetails } from '../../../lib/api/client/credit/application.routes';

/** GET /api/creditapp/get-credit-application-details: the caller's latest application (null when none yet). */
export const latestCreditApplicationQuery = queryOptions({
  queryKey: ['credit', 'application', 'latest'] as const,
  queryFn: ({ signal }) => getCreditApplicationDetails({ query: {}, signal }),
});

export function useLatestCreditApplication(enabled: boolean) {
  return useQuery({ ...latestCreditApplicationQuery, enabled });
}
