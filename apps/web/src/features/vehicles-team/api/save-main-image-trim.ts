import { imagesSaveMainImageTrimRoute } from '@marketplace/contracts/catalog/admin-images';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';

/** POST /api/admin/images/save-main-image-trim: the main image of a trim (from either image source). */
export function useSaveMainImageTrim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { trimId: number; source: 'vif' | 'stock'; imageUrl: string }) => callRoute(imagesSaveMainImageTrimRoute, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['vehicles-team', 'main-images'] }),
  });
}
