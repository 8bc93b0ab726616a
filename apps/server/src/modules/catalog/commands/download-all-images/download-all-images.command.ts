import type { imagesDownloadAllRoute, RouteInput } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { ImagesService } from '../../admin/images.service';

/** Queues the download of every VIF of a selection. */
export class DownloadAllImagesCommand extends Command<Awaited<ReturnType<ImagesService['downloadAll']>>> {
  constructor(
    readonly input: RouteInput<typeof imagesDownloadAllRoute>,
  ) {
    super();
  }
}
