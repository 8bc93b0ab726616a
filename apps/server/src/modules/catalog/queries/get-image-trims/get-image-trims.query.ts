import type { imagesGetTrimsRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** Trims of a model and year. */
export class GetImageTrimsQuery extends Query<RouteResponse<typeof imagesGetTrimsRoute>> {
  constructor(
    readonly input: RouteInput<typeof imagesGetTrimsRoute>,
  ) {
    super();
  }
}
