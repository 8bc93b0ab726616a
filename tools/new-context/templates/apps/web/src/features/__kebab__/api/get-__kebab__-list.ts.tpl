import { queryOptions, useQuery } from '@tanstack/react-query';
import { get__Pascal__List } from '../../../lib/api/client/__kebab__/__kebab__.routes';

/** GET /api/__kebab__/get-__kebab__-list: the signed-in user's __title__ list, newest first. */
export const __camel__ListQuery = queryOptions({
  queryKey: ['__kebab__', 'list'] as const,
  queryFn: ({ signal }) => get__Pascal__List({ signal }),
});

export function use__Pascal__List() {
  return useQuery(__camel__ListQuery);
}
