import type { imagesGetYearsRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** Years with vehicle data. */
export class GetImageYearsQuery extends Query<RouteResponse<typeof imagesGetYearsRoute>> {
  constructor(
    readonly input: RouteInput<typeof imagesGetYearsRoute>,
  ) {
    super();
  }
}
