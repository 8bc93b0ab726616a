import type { imagesGetVifListRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** The image provider's VIF list. */
export class GetVifListQuery extends Query<RouteResponse<typeof imagesGetVifListRoute>> {
  constructor(
    readonly input: RouteInput<typeof imagesGetVifListRoute>,
  ) {
    super();
  }
}
