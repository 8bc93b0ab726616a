import { carsActivateModelRoute } from '@marketplace/contracts/catalog/admin-cars';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';

/** POST /api/admin/cars/activate-model: shows or hides a model (and its trims) in the catalogue. */
export function useActivateModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { modelId: number; active: boolean }) => callRoute(carsActivateModelRoute, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['vehicles-team', 'models'] }),
        queryClient.invalidateQueries({ queryKey: ['vehicles-team', 'trims'] }),
      ]),
  });
}
