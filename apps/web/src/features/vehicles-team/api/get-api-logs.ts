import { getApiLogsRoute } from '@marketplace/contracts/catalog/third-parties';
import { useQuery } from '@tanstack/react-query';
import type { RouteResult } from '../../../lib/api-route';
import { vehiclesTeamKeys } from './keys';
import { getApiLogs } from '../../../lib/api/client/catalog/third-parties';

/** GET /api/admin/third-parties/get-api-logs?configId=: recent price-guide calls, newest first. */
export type ApiLog = RouteResult<typeof getApiLogsRoute>['items'][number];

export function useApiLogs(configId: number | null) {
  return useQuery({
    queryKey: vehiclesTeamKeys.apiLogs(configId),
    queryFn: ({ signal }) => getApiLogs({ query: { configId: configId ?? undefined, limit: 50 }, signal }),
  });
}
