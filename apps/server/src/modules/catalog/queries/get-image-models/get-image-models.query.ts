import type { imagesGetModelsRoute, RouteInput } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';
import type { ImagesService } from '../../admin/images.service';

/** Models of a make and year. */
export class GetImageModelsQuery extends Query<Awaited<ReturnType<ImagesService['models']>>> {
  constructor(
    readonly input: RouteInput<typeof imagesGetModelsRoute>,
  ) {
    super();
  }
}
