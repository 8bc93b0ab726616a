import type { imagesGetMappingRoute, RouteInput } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';
import type { ImagesService } from '../../admin/images.service';

/** A model's main images, per trim. */
export class GetImageMappingQuery extends Query<Awaited<ReturnType<ImagesService['mapping']>>> {
  constructor(
    readonly input: RouteInput<typeof imagesGetMappingRoute>,
  ) {
    super();
  }
}
