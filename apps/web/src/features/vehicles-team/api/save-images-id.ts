import { useMutation, useQueryClient } from '@tanstack/react-query';
import { imagesSaveImagesId } from '../../../lib/api/client/catalog/admin-images';

/** POST /api/admin/images/save-images-id: attaches a VIF (its images) to a trim; the trim's gallery becomes that VIF's. */
export function useSaveImagesId() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { trimId: number; vifId: string }) => imagesSaveImagesId({ body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['vehicles-team', 'vif-list'] }),
        queryClient.invalidateQueries({ queryKey: ['vehicles-team', 'galleries'] }),
        queryClient.invalidateQueries({ queryKey: ['vehicles-team', 'main-images'] }),
      ]),
  });
}
