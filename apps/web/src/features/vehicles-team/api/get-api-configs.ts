import { getApiConfigsRoute } from '@marketplace/contracts/catalog/third-parties';
import { useQuery } from '@tanstack/react-query';
import type { RouteResult } from '../../../lib/api-route';
import { vehiclesTeamKeys } from './keys';
import { getApiConfigs } from '../../../lib/api/client/catalog/third-parties';

/** GET /api/admin/third-parties/get-api-configs: the price-guide providers' configurations (keys never answered). */
export type ApiConfig = RouteResult<typeof getApiConfigsRoute>['items'][number];

export function useApiConfigs() {
  return useQuery({ queryKey: vehiclesTeamKeys.apiConfigs, queryFn: ({ signal }) => getApiConfigs({ signal }) });
}
