import { getCreditApplicationDetailsRoute } from '@marketplace/contracts/credit/application.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';
import { isApiError } from '../../../lib/http';

/** GET /api/creditapp/get-credit-application-details: the caller's latest application (null when none yet). */
export const latestCreditApplicationQuery = queryOptions({
  queryKey: ['credit', 'application', 'latest'] as const,
  queryFn: async ({ signal }) => {
    try {
      return await callRoute(getCreditApplicationDetailsRoute, { query: {}, signal });
    } catch (error) {
      if (isApiError(error, 'credit.application_not_found')) return null;
      throw error;
    }
  },
});

export function useLatestCreditApplication(enabled: boolean) {
  return useQuery({ ...latestCreditApplicationQuery, enabled });
}
