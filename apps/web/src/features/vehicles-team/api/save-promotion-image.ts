import { useMutation } from '@tanstack/react-query';
import { carsSavePromotionImage } from '../../../lib/api/client/catalog/admin-cars';

/** POST /api/admin/cars/save-model-promotion-image-url: a model's promotion image (null clears it). */
export function useSavePromotionImage() {
  return useMutation({ mutationFn: (body: { modelId: number; url: string | null }) => carsSavePromotionImage({ body }) });
}
