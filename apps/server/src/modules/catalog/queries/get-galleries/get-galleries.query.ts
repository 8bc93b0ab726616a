import type { imagesGetGalleriesRoute, RouteInput } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';
import type { ImagesService } from '../../admin/images.service';

/** Image galleries. */
export class GetGalleriesQuery extends Query<Awaited<ReturnType<ImagesService['galleries']>>> {
  constructor(
    readonly input: RouteInput<typeof imagesGetGalleriesRoute>,
  ) {
    super();
  }
}
