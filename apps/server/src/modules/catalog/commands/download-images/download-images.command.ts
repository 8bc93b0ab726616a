import type { imagesDownloadImagesRoute, RouteInput } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { ImagesService } from '../../admin/images.service';

/** Queues the download of one VIF's images. */
export class DownloadImagesCommand extends Command<Awaited<ReturnType<ImagesService['download']>>> {
  constructor(
    readonly input: RouteInput<typeof imagesDownloadImagesRoute>,
  ) {
    super();
  }
}
