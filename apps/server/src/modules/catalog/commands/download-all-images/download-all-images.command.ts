import type { imagesDownloadAllRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';

/** Queues the download of every VIF of a selection. */
export class DownloadAllImagesCommand extends Command<RouteResponse<typeof imagesDownloadAllRoute>> {
  constructor(
    readonly input: RouteInput<typeof imagesDownloadAllRoute>,
  ) {
    super();
  }
}
