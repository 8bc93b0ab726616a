import type { imagesFixFolderStatusRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';

/** Repairs a VIF's folder status. */
export class FixFolderStatusCommand extends Command<RouteResponse<typeof imagesFixFolderStatusRoute>> {
  constructor(
    readonly input: RouteInput<typeof imagesFixFolderStatusRoute>,
  ) {
    super();
  }
}
