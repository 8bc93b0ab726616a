import type { imagesGetMakesRoute, RouteInput } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';
import type { ImagesService } from '../../admin/images.service';

/** Makes of a year. */
export class GetImageMakesQuery extends Query<Awaited<ReturnType<ImagesService['makes']>>> {
  constructor(
    readonly input: RouteInput<typeof imagesGetMakesRoute>,
  ) {
    super();
  }
}
