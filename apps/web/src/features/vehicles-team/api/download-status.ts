import { imagesDownloadStatusRoute } from '@marketplace/contracts/catalog/admin-images';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';

/** GET /api/admin/images/download-status?vifId=: the progress of a VIF download (asked on demand). */
export function useDownloadStatus() {
  return useMutation({ mutationFn: (vifId: string) => callRoute(imagesDownloadStatusRoute, { query: { vifId } }) });
}
