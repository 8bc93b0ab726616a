import { carsActivateTrimRoute } from '@marketplace/contracts/catalog/admin-cars';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';

/** POST /api/admin/cars/activate-trim: shows or hides one trim. */
export function useActivateTrim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { trimId: number; active: boolean }) => callRoute(carsActivateTrimRoute, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['vehicles-team', 'trims'] }),
  });
}
