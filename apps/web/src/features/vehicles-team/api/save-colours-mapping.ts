import { colorsSaveMappingRoute } from '@marketplace/contracts/catalog/admin-colors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callRoute } from '../../../lib/api-route';

/** POST /api/admin/colors/save-colors-mapping: upserts mappings; a null colourId removes one. */
export type ColourMappingInput = z.input<typeof colorsSaveMappingRoute.body>['mappings'][number];

export function useSaveColoursMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mappings: ColourMappingInput[]) => callRoute(colorsSaveMappingRoute, { body: { mappings } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['vehicles-team', 'colours-mapping'] }),
  });
}
