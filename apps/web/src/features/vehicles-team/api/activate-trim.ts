import { useMutation, useQueryClient } from '@tanstack/react-query';
import { carsActivateTrim } from '../../../lib/api/client/catalog/admin-cars';

/** POST /api/admin/cars/activate-trim: shows or hides one trim. */
export function useActivateTrim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { trimId: number; active: boolean }) => carsActivateTrim({ body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['vehicles-team', 'trims'] }),
  });
}
