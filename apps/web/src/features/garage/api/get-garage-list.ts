import { getGarageListRoute } from '@marketplace/contracts/garage/garage.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';

/** GET /api/garage/get-garage-list: the signed-in user's garage list, newest first. */
export const garageListQuery = queryOptions({
  queryKey: ['garage', 'list'] as const,
  queryFn: ({ signal }) => callRoute(getGarageListRoute, { signal }),
});

export function useGarageList() {
  return useQuery(garageListQuery);
}
