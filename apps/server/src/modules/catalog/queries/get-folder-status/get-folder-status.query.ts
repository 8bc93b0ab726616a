import type { imagesGetFolderStatusRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** A VIF's image folder. */
export class GetFolderStatusQuery extends Query<RouteResponse<typeof imagesGetFolderStatusRoute>> {
  constructor(
    readonly input: RouteInput<typeof imagesGetFolderStatusRoute>,
  ) {
    super();
  }
}
