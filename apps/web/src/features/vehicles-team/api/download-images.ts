import { imagesDownloadImagesRoute } from '@marketplace/contracts/catalog/admin-images';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteResult } from '../../../lib/api-route';
import { imagesDownloadImages } from '../../../lib/api/client/catalog/admin-images';

/** POST /api/admin/images/download-images: starts downloading one VIF's images into the gallery. */
export type DownloadStatus = RouteResult<typeof imagesDownloadImagesRoute>;

export function useDownloadImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vifId: string) => imagesDownloadImages({ body: { vifId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['vehicles-team', 'vif-list'] }),
  });
}
