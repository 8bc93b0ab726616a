import { useMutation, useQueryClient } from '@tanstack/react-query';
import { imagesSaveMainImageModel } from '../../../lib/api/client/catalog/admin-images';

/** POST /api/admin/images/save-main-image-model: the main image of a model (from either image source). */
export function useSaveMainImageModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { modelId: number; source: 'vif' | 'stock'; imageUrl: string }) => imagesSaveMainImageModel({ body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['vehicles-team', 'main-images'] }),
  });
}
