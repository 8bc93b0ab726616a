import { carsCreateModelRoute } from '@marketplace/contracts/catalog/admin-cars';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';

/** POST /api/admin/cars/create-model: imports a data-source model (get-chrome-data-models) into the catalogue under a name. */
export function useCreateModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { modelId: number; modelName: string }) => callRoute(carsCreateModelRoute, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['vehicles-team', 'models'] }),
        queryClient.invalidateQueries({ queryKey: ['vehicles-team', 'source-models'] }),
      ]),
  });
}
