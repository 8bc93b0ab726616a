import type { imagesCancelDownloadRoute, RouteInput } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { ImagesService } from '../../admin/images.service';

/** Cancels a queued download. */
export class CancelImageDownloadCommand extends Command<Awaited<ReturnType<ImagesService['cancel']>>> {
  constructor(
    readonly input: RouteInput<typeof imagesCancelDownloadRoute>,
  ) {
    super();
  }
}
