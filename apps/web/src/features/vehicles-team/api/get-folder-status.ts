import { imagesGetFolderStatusRoute } from '@marketplace/contracts/catalog/admin-images';
import { useMutation } from '@tanstack/react-query';
import type { RouteResult } from '../../../lib/api-route';
import { imagesGetFolderStatus } from '../../../lib/api/client/catalog/admin-images';

/** GET /api/admin/images/get-folder-status?vifId=: a VIF's downloaded images against the provider's list (asked on demand). */
export type FolderStatus = RouteResult<typeof imagesGetFolderStatusRoute>;

export function useFolderStatus() {
  return useMutation({ mutationFn: (vifId: string) => imagesGetFolderStatus({ query: { vifId } }) });
}
