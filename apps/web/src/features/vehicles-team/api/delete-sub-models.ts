import { carsDeleteSubModelsRoute } from '@marketplace/contracts/catalog/admin-cars';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';

/** POST /api/admin/cars/delete-submodels: detaches every sub-model from a main model. */
export function useDeleteSubModels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (modelId: number) => callRoute(carsDeleteSubModelsRoute, { body: { modelId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['vehicles-team', 'models'] }),
  });
}
