import { useMutation, useQueryClient } from '@tanstack/react-query';
import { imagesFixFolderStatus } from '../../../lib/api/client/catalog/admin-images';

/** POST /api/admin/images/fix-folder-status: fetches a VIF's missing images again, then answers its folder status. */
export function useFixFolderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vifId: string) => imagesFixFolderStatus({ body: { vifId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['vehicles-team', 'galleries'] }),
        queryClient.invalidateQueries({ queryKey: ['vehicles-team', 'vif-list'] }),
      ]),
  });
}
