import { carsSavePromotionImageRoute } from '@marketplace/contracts/catalog/admin-cars';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';

/** POST /api/admin/cars/save-model-promotion-image-url: a model's promotion image (null clears it). */
export function useSavePromotionImage() {
  return useMutation({ mutationFn: (body: { modelId: number; url: string | null }) => callRoute(carsSavePromotionImageRoute, { body }) });
}
