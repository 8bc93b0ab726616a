import type { imagesSaveMainImageTrimRoute, RouteInput } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { ImagesService } from '../../admin/images.service';

/** A trim's main image. */
export class SaveTrimMainImageCommand extends Command<Awaited<ReturnType<ImagesService['saveMainImage']>>> {
  constructor(
    readonly input: RouteInput<typeof imagesSaveMainImageTrimRoute>,
    readonly ctx: RequestContext,
  ) {
    super();
  }
}
