import { get__Pascal__ListRoute } from '@marketplace/contracts/__kebab__/__kebab__.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';

/** GET /api/__kebab__/get-__kebab__-list: the signed-in user's __title__ list, newest first. */
export const __camel__ListQuery = queryOptions({
  queryKey: ['__kebab__', 'list'] as const,
  queryFn: ({ signal }) => callRoute(get__Pascal__ListRoute, { signal }),
});

export function use__Pascal__List() {
  return useQuery(__camel__ListQuery);
}
