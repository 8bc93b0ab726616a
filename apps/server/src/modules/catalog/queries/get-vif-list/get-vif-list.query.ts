import type { imagesGetVifListRoute, RouteInput } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';
import type { ImagesService } from '../../admin/images.service';

/** The image provider's VIF list. */
export class GetVifListQuery extends Query<Awaited<ReturnType<ImagesService['vifList']>>> {
  constructor(
    readonly input: RouteInput<typeof imagesGetVifListRoute>,
  ) {
    super();
  }
}
