import type { imagesSaveMainImageModelRoute, RouteInput } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { ImagesService } from '../../admin/images.service';

/** A model's main image. */
export class SaveModelMainImageCommand extends Command<Awaited<ReturnType<ImagesService['saveMainImage']>>> {
  constructor(
    readonly input: RouteInput<typeof imagesSaveMainImageModelRoute>,
    readonly ctx: RequestContext,
  ) {
    super();
  }
}
