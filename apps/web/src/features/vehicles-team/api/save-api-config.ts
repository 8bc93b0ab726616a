import { saveApiConfigRoute } from '@marketplace/contracts/catalog/third-parties';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { saveApiConfig } from '../../../lib/api/client/catalog/third-parties';

/** POST /api/admin/third-parties/save-config: creates (no id) or updates a configuration; checks the connection and logs it. */
export type SaveApiConfigBody = z.input<typeof saveApiConfigRoute.body>;

export function useSaveApiConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveApiConfigBody) => saveApiConfig({ body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['vehicles-team', 'api-configs'] }),
        queryClient.invalidateQueries({ queryKey: ['vehicles-team', 'api-logs'] }),
      ]),
  });
}
