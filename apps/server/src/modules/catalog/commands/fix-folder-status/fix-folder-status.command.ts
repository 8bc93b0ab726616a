import type { imagesFixFolderStatusRoute, RouteInput } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { ImagesService } from '../../admin/images.service';

/** Repairs a VIF's folder status. */
export class FixFolderStatusCommand extends Command<Awaited<ReturnType<ImagesService['fixFolder']>>> {
  constructor(
    readonly input: RouteInput<typeof imagesFixFolderStatusRoute>,
  ) {
    super();
  }
}
