import { imagesDownloadStatusRoute } from '@marketplace/contracts/catalog/admin-images';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';

/** GET /api/admin/images/download-status?vifId=: the progress of a VIF download (asked on demand). */
export function useDownloadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vifId: string) => callRoute(imagesDownloadStatusRoute, { query: { vifId } }),
    // The answer may be newer than the list's badge.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['vehicles-team', 'vif-list'] }),
  });
}
