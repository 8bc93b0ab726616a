import { useMutation } from '@tanstack/react-query';
import { carsSavePromotionNote } from '../../../lib/api/client/catalog/admin-cars';

/** POST /api/admin/cars/save-model-promotion-note: a model's promotion note in one language (1 English, 2 French). */
export function useSavePromotionNote() {
  return useMutation({
    mutationFn: (body: { modelId: number; note: string | null; languageId: 1 | 2 }) => carsSavePromotionNote({ body }),
  });
}
