import { colorsSaveMappingRoute } from '@marketplace/contracts/catalog/admin-colors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { colorsSaveMapping } from '../../../lib/api/client/catalog/admin-colors';

/** POST /api/admin/colors/save-colors-mapping: upserts mappings; a null colourId removes one. */
export type ColourMappingInput = z.input<typeof colorsSaveMappingRoute.body>['mappings'][number];

export function useSaveColoursMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mappings: ColourMappingInput[]) => colorsSaveMapping({ body: { mappings } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['vehicles-team', 'colours-mapping'] }),
  });
}
