import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { YearMakeModel } from './get-vif-list';
import { imagesDownloadAll } from '../../../lib/api/client/catalog/admin-images';

/** POST /api/admin/images/download-all: the full download, every VIF of a year, make and model. */
export function useDownloadAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ymm: YearMakeModel) => imagesDownloadAll({ body: ymm }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['vehicles-team', 'vif-list'] }),
  });
}
