import { imagesCancelDownloadRoute } from '@marketplace/contracts/catalog/admin-images';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';

/** POST /api/admin/images/cancel-download: cancels a VIF download; without a vifId the server answers "vifId is required". */
export function useCancelDownload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vifId: string) => callRoute(imagesCancelDownloadRoute, { body: { vifId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['vehicles-team', 'vif-list'] }),
  });
}
