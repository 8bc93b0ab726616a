import { imagesFixFolderStatusRoute } from '@marketplace/contracts/catalog/admin-images';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';

/** POST /api/admin/images/fix-folder-status: fetches a VIF's missing images again, then answers its folder status. */
export function useFixFolderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vifId: string) => callRoute(imagesFixFolderStatusRoute, { body: { vifId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['vehicles-team', 'galleries'] }),
        queryClient.invalidateQueries({ queryKey: ['vehicles-team', 'vif-list'] }),
      ]),
  });
}
