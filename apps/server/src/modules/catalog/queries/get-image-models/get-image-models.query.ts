import type { imagesGetModelsRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** Models of a make and year. */
export class GetImageModelsQuery extends Query<RouteResponse<typeof imagesGetModelsRoute>> {
  constructor(
    readonly input: RouteInput<typeof imagesGetModelsRoute>,
  ) {
    super();
  }
}
