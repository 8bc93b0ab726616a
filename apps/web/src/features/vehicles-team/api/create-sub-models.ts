import { carsCreateSubModelsRoute } from '@marketplace/contracts/catalog/admin-cars';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';

/** POST /api/admin/cars/create-submodels?mainModelId=: groups models of the same make under a main model. */
export function useCreateSubModels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mainModelId, subModelIds }: { mainModelId: number; subModelIds: number[] }) =>
      callRoute(carsCreateSubModelsRoute, { query: { mainModelId }, body: { SubModelsId: subModelIds } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['vehicles-team', 'models'] }),
  });
}
