import { imagesGetVifListRoute } from '@marketplace/contracts/catalog/admin-images';
import { useQuery } from '@tanstack/react-query';
import type { RouteResult } from '../../../lib/api-route';
import { vehiclesTeamKeys } from './keys';
import { imagesGetVifList } from '../../../lib/api/client/catalog/admin-images';

/** GET /api/admin/images/get-viflist?year=&makeId=&modelId=: the image provider's VIFs (photo sets) of a model year. */
export type Vif = RouteResult<typeof imagesGetVifListRoute>['items'][number];
export interface YearMakeModel {
  year: number;
  makeId: number;
  modelId: number;
}

/** How often the VIF list is refreshed while one of its downloads runs. */
export const VIF_LIST_POLL_MS = 1500;
const IN_PROGRESS = new Set<Vif['downloadStatus']>(['queued', 'downloading']);

export function useVifList(ymm: YearMakeModel | null) {
  return useQuery({
    queryKey: vehiclesTeamKeys.vifList(ymm?.year ?? 0, ymm?.makeId ?? 0, ymm?.modelId ?? 0),
    queryFn: ({ signal }) => imagesGetVifList({ query: ymm!, signal }),
    enabled: ymm !== null,
    // A download runs in the background: the list is asked again until none is queued or downloading, so a badge
    // never stays on "Downloading" after the download is done.
    refetchInterval: (query) => (query.state.data?.items.some((vif) => IN_PROGRESS.has(vif.downloadStatus)) ? VIF_LIST_POLL_MS : false),
  });
}
