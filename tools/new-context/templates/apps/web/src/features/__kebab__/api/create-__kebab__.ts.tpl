import type { Create__Pascal__Body } from '@marketplace/contracts/__kebab__/__kebab__.routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { create__Pascal__ } from '../../../lib/api/client/__kebab__/__kebab__.routes';
import { __camel__ListQuery } from './get-__kebab__-list';

/** POST /api/__kebab__/create-__kebab__ `{ name }`: creates a __title__; the list is refetched (it reads its own write). */
export function useCreate__Pascal__() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Create__Pascal__Body) => create__Pascal__({ body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: __camel__ListQuery.queryKey }),
  });
}
