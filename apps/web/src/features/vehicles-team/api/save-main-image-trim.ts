import { useMutation, useQueryClient } from '@tanstack/react-query';
import { imagesSaveMainImageTrim } from '../../../lib/api/client/catalog/admin-images';

/** POST /api/admin/images/save-main-image-trim: the main image of a trim (from either image source). */
export function useSaveMainImageTrim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { trimId: number; source: 'vif' | 'stock'; imageUrl: string }) => imagesSaveMainImageTrim({ body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['vehicles-team', 'main-images'] }),
  });
}
