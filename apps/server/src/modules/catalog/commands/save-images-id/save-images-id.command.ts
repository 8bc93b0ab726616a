import type { imagesSaveImagesIdRoute, RouteInput } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { ImagesService } from '../../admin/images.service';

/** Links a trim to a VIF. */
export class SaveImagesIdCommand extends Command<Awaited<ReturnType<ImagesService['saveImagesId']>>> {
  constructor(
    readonly input: RouteInput<typeof imagesSaveImagesIdRoute>,
  ) {
    super();
  }
}
