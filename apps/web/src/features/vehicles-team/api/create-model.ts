import { useMutation, useQueryClient } from '@tanstack/react-query';
import { carsCreateModel } from '../../../lib/api/client/catalog/admin-cars';

/** POST /api/admin/cars/create-model: imports a data-source model (get-chrome-data-models) into the catalogue under a name. */
export function useCreateModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { modelId: number; modelName: string }) => carsCreateModel({ body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['vehicles-team', 'models'] }),
        queryClient.invalidateQueries({ queryKey: ['vehicles-team', 'source-models'] }),
      ]),
  });
}
