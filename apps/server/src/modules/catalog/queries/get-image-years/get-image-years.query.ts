import type { imagesGetYearsRoute, RouteInput } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';
import type { ImagesService } from '../../admin/images.service';

/** Years with vehicle data. */
export class GetImageYearsQuery extends Query<Awaited<ReturnType<ImagesService['years']>>> {
  constructor(
    readonly input: RouteInput<typeof imagesGetYearsRoute>,
  ) {
    super();
  }
}
