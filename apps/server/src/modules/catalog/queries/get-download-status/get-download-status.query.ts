import type { imagesDownloadStatusRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** A download's progress. */
export class GetDownloadStatusQuery extends Query<RouteResponse<typeof imagesDownloadStatusRoute>> {
  constructor(
    readonly input: RouteInput<typeof imagesDownloadStatusRoute>,
  ) {
    super();
  }
}
