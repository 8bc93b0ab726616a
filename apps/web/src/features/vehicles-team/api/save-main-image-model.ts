import { imagesSaveMainImageModelRoute } from '@marketplace/contracts/catalog/admin-images';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';

/** POST /api/admin/images/save-main-image-model: the main image of a model (from either image source). */
export function useSaveMainImageModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { modelId: number; source: 'vif' | 'stock'; imageUrl: string }) => callRoute(imagesSaveMainImageModelRoute, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['vehicles-team', 'main-images'] }),
  });
}
