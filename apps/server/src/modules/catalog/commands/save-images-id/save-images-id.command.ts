import type { imagesSaveImagesIdRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';

/** Links a trim to a VIF. */
export class SaveImagesIdCommand extends Command<RouteResponse<typeof imagesSaveImagesIdRoute>> {
  constructor(
    readonly input: RouteInput<typeof imagesSaveImagesIdRoute>,
  ) {
    super();
  }
}
