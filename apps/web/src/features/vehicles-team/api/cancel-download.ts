import { useMutation, useQueryClient } from '@tanstack/react-query';
import { imagesCancelDownload } from '../../../lib/api/client/catalog/admin-images';

/** POST /api/admin/images/cancel-download: cancels a VIF download; without a vifId the server answers "vifId is required". */
export function useCancelDownload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vifId: string) => imagesCancelDownload({ body: { vifId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['vehicles-team', 'vif-list'] }),
  });
}
