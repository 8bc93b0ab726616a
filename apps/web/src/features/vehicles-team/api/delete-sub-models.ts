import { useMutation, useQueryClient } from '@tanstack/react-query';
import { carsDeleteSubModels } from '../../../lib/api/client/catalog/admin-cars';

/** POST /api/admin/cars/delete-submodels: detaches every sub-model from a main model. */
export function useDeleteSubModels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (modelId: number) => carsDeleteSubModels({ body: { modelId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['vehicles-team', 'models'] }),
  });
}
