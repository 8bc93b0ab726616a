import type { imagesGetMappingRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** A model's main images, per trim. */
export class GetImageMappingQuery extends Query<RouteResponse<typeof imagesGetMappingRoute>> {
  constructor(
    readonly input: RouteInput<typeof imagesGetMappingRoute>,
  ) {
    super();
  }
}
