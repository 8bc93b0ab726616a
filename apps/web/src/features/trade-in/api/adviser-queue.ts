import { setValueByAdviserRoute } from '@marketplace/contracts/trade-in/adviser.routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouteCallInput } from '../../../lib/api-route';
import { getAdviserQueue, setValueByAdviser } from '../../../lib/api/client/trade-in/adviser.routes';

/** GET /api/tradein/adviser-queue: trade-ins the model could not value, oldest first (types 18, 6). */
export const adviserQueueQuery = queryOptions({
  queryKey: ['trade-in', 'adviser-queue'] as const,
  queryFn: ({ signal }) => getAdviserQueue({ signal }),
});
export const useAdviserQueue = () => useQuery(adviserQueueQuery);

/** POST /api/tradein/set-value-by-adviser: the value (cents) and its reason; the queue is refetched. */
export function useSetValueByAdviser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NonNullable<RouteCallInput<typeof setValueByAdviserRoute>['body']>) => setValueByAdviser({ body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adviserQueueQuery.queryKey }),
  });
}
