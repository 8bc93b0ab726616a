import type { imagesGetGalleriesRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** Image galleries. */
export class GetGalleriesQuery extends Query<RouteResponse<typeof imagesGetGalleriesRoute>> {
  constructor(
    readonly input: RouteInput<typeof imagesGetGalleriesRoute>,
  ) {
    super();
  }
}
