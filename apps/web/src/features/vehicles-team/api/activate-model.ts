import { useMutation, useQueryClient } from '@tanstack/react-query';
import { carsActivateModel } from '../../../lib/api/client/catalog/admin-cars';

/** POST /api/admin/cars/activate-model: shows or hides a model (and its trims) in the catalogue. */
export function useActivateModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { modelId: number; active: boolean }) => carsActivateModel({ body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['vehicles-team', 'models'] }),
        queryClient.invalidateQueries({ queryKey: ['vehicles-team', 'trims'] }),
      ]),
  });
}
