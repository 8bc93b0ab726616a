import type { imagesGetMakesRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** Makes of a year. */
export class GetImageMakesQuery extends Query<RouteResponse<typeof imagesGetMakesRoute>> {
  constructor(
    readonly input: RouteInput<typeof imagesGetMakesRoute>,
  ) {
    super();
  }
}
