import { useMutation, useQueryClient } from '@tanstack/react-query';
import { carsCreateSubModels } from '../../../lib/api/client/catalog/admin-cars';

/** POST /api/admin/cars/create-submodels?mainModelId=: groups models of the same make under a main model. */
export function useCreateSubModels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mainModelId, subModelIds }: { mainModelId: number; subModelIds: number[] }) =>
      carsCreateSubModels({ query: { mainModelId }, body: { SubModelsId: subModelIds } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['vehicles-team', 'models'] }),
  });
}
