import type { imagesGetTrimsRoute, RouteInput } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';
import type { ImagesService } from '../../admin/images.service';

/** Trims of a model and year. */
export class GetImageTrimsQuery extends Query<Awaited<ReturnType<ImagesService['trims']>>> {
  constructor(
    readonly input: RouteInput<typeof imagesGetTrimsRoute>,
  ) {
    super();
  }
}
