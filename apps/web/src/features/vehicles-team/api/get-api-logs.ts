import { getApiLogsRoute } from '@marketplace/contracts/catalog/third-parties';
import { useQuery } from '@tanstack/react-query';
import { callRoute, type RouteResult } from '../../../lib/api-route';
import { vehiclesTeamKeys } from './keys';

/** GET /api/admin/third-parties/get-api-logs?configId=: recent price-guide calls, newest first. */
export type ApiLog = RouteResult<typeof getApiLogsRoute>['items'][number];

export function useApiLogs(configId: number | null) {
  return useQuery({
    queryKey: vehiclesTeamKeys.apiLogs(configId),
    queryFn: ({ signal }) => callRoute(getApiLogsRoute, { query: { configId: configId ?? undefined, limit: 50 }, signal }),
  });
}
