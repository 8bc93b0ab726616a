import type { imagesCancelDownloadRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';

/** Cancels a queued download. */
export class CancelImageDownloadCommand extends Command<RouteResponse<typeof imagesCancelDownloadRoute>> {
  constructor(
    readonly input: RouteInput<typeof imagesCancelDownloadRoute>,
  ) {
    super();
  }
}
