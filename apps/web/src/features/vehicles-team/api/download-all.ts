import { imagesDownloadAllRoute } from '@marketplace/contracts/catalog/admin-images';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';
import type { YearMakeModel } from './get-vif-list';

/** POST /api/admin/images/download-all: the full download, every VIF of a year, make and model. */
export function useDownloadAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ymm: YearMakeModel) => callRoute(imagesDownloadAllRoute, { body: ymm }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['vehicles-team', 'vif-list'] }),
  });
}
