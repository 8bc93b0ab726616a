import type { imagesDownloadImagesRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';

/** Queues the download of one VIF's images. */
export class DownloadImagesCommand extends Command<RouteResponse<typeof imagesDownloadImagesRoute>> {
  constructor(
    readonly input: RouteInput<typeof imagesDownloadImagesRoute>,
  ) {
    super();
  }
}
