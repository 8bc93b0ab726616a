import { imagesGetGalleriesRoute } from '@marketplace/contracts/catalog/admin-images';
import { useQuery } from '@tanstack/react-query';
import type { RouteResult } from '../../../lib/api-route';
import { vehiclesTeamKeys } from './keys';
import { imagesGetGalleries } from '../../../lib/api/client/catalog/admin-images';

/** GET /api/admin/images/get-image-galleries?vifId=: the downloaded images of a VIF. */
export type GalleryImage = RouteResult<typeof imagesGetGalleriesRoute>['items'][number];

export function useImageGallery(vifId: string | null) {
  return useQuery({
    queryKey: vehiclesTeamKeys.galleries(vifId ?? ''),
    queryFn: ({ signal }) => imagesGetGalleries({ query: { vifId: vifId ?? undefined }, signal }),
    enabled: vifId !== null,
  });
}
