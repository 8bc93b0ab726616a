import { useMutation, useQueryClient } from '@tanstack/react-query';
import { imagesDownloadStatus } from '../../../lib/api/client/catalog/admin-images';

/** GET /api/admin/images/download-status?vifId=: the progress of a VIF download (asked on demand). */
export function useDownloadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vifId: string) => imagesDownloadStatus({ query: { vifId } }),
    // The answer may be newer than the list's badge.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['vehicles-team', 'vif-list'] }),
  });
}
